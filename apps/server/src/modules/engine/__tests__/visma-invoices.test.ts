import { CONNECTORS } from '@portal/connectors/registry';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntries } from '../../../db/schema/sync';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { noRules } from '../context';
import { runSlice } from '../run';
import { queueRun } from '../scheduler';
import { startPaymentsWorld } from './payments-world';

let t: TestApp;
let world: Awaited<ReturnType<typeof startPaymentsWorld>>;
const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'visma-invoices' };

beforeAll(async () => {
  t = await createTestApp({
    sync: {
      intervalSeconds: 60,
      leaseSeconds: 30,
      sliceSeconds: 600,
      windowHours: 168,
      lagSeconds: 0,
      rateLimits: false,
    },
    syncRequestTimeoutMs: 2000,
  });
  t.clock.set(new Date());
  world = await startPaymentsWorld(t.ctx.db, {
    month: { start: new Date('2026-10-01T00:00:00Z'), days: 10, ordersPerDay: 3, seed: 5 },
    shopBookAs: 'invoice',
    email: 'invoices@fjallbutiken.se',
  });
  const { shop } = world.subscriptions;
  for (let runs = 0; runs < 20; runs++) {
    const task = await queueRun(t.ctx, shop, { trigger: 'manual' });
    if ((await runSlice(t.ctx, deps, shop.id, task!.id)).state === 'done') break;
  }
}, 120_000);
afterAll(async () => {
  await world?.close();
  await t?.close();
});

describe('WooCommerce orders as Visma eEkonomi customer invoices', () => {
  it('books each order as an invoice, or as a voucher where Visma would refuse it, never failing', async () => {
    const entries = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(
        and(
          eq(syncEntries.subscriptionId, world.subscriptions.shop.id),
          inArray(syncEntries.kind, ['order', 'refund']),
        ),
      );
    expect(entries).toHaveLength(world.facts.orders + world.facts.refunds);
    expect(entries.filter((e) => e.status !== 'Success').map((e) => e.reason)).toEqual([]);
    const asVouchers = entries.filter((e) => e.reason.startsWith('Booked as a voucher: '));
    const invoices = world.visma.state.invoices('visma-fjall');
    // every order not booked as a voucher is a customer invoice, every refund of one a credit note
    expect(invoices).toHaveLength(entries.length - asVouchers.length);
    expect(invoices.filter((i) => i.IsCreditInvoice)).toHaveLength(
      entries.filter((e) => e.kind === 'refund' && !asVouchers.includes(e)).length,
    );
    expect(world.vouchers()).toHaveLength(asVouchers.length);
    // Visma rounds VAT per row itself: an öre apart from the shop is why an order became a voucher
    for (const e of asVouchers) expect(e.reason).toMatch(/VAT|credited|coding/);
    // e3: each buyer is one Visma customer, created once and named by every invoice of theirs
    const customers = world.visma.state.companies.get('visma-fjall')!.customers;
    const buyers = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(
        and(
          eq(syncEntries.subscriptionId, world.subscriptions.shop.id),
          eq(syncEntries.kind, 'customer'),
        ),
      );
    expect(buyers.filter((e) => e.status !== 'Success')).toEqual([]);
    expect(customers).toHaveLength(buyers.length);
    expect(new Set(customers.map((c) => c.EmailAddress)).size).toBe(customers.length);
    const ids = new Set(customers.map((c) => c.Id));
    expect(invoices.every((i) => ids.has(i.CustomerId))).toBe(true);
    console.info(
      `Visma invoices: ${entries.length} orders and refunds, ${invoices.length} invoices and credit notes, ${asVouchers.length} booked as vouchers`,
    );
  });
});
