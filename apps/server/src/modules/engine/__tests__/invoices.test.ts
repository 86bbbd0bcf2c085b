import { CONNECTORS } from '@portal/connectors/registry';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntries } from '../../../db/schema/sync';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { noRules } from '../context';
import { runSlice } from '../run';
import { queueRun } from '../scheduler';
import { LEDGER_TOKEN, SHOP_TOKEN, startWorld } from './world';

let t: TestApp;
let world: Awaited<ReturnType<typeof startWorld>>;
const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'invoices' };

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
  });
  world = await startWorld(t.ctx.db, { orders: 6, bookAs: 'invoice', shopify: { seed: 21 } });
});
afterAll(async () => {
  await world.close();
  await t.close();
});

async function sync() {
  t.clock.set(new Date());
  const { id, companyId } = world.subscription;
  const task = await queueRun(t.ctx, { id, companyId }, { trigger: 'manual' });
  return runSlice(t.ctx, deps, id, task!.id);
}

const entry = async (kind: string, sourceId: string) =>
  (
    await t.ctx.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.kind, kind), eq(syncEntries.sourceId, sourceId)))
  )[0];

describe('orders as Fortnox customer invoices', () => {
  it('books each order as a bookkept invoice, a refund as its credit invoice, once', async () => {
    const first = await sync();
    expect(first.state).toBe('done');
    const fortnox = world.ledger.state.tenant(LEDGER_TOKEN)!;
    const orders = world.shop.state.shop(SHOP_TOKEN)!.orders;
    const invoices = fortnox.invoices.filter((i) => i.Credit === 'false');
    const orderEntries = await Promise.all(orders.map((o) => entry('order', String(o.id))));
    const success = orderEntries.filter((e) => e?.status === 'Success');
    // an order Fortnox would refuse as an invoice is booked as the voucher it is, and says why
    const asVouchers = success.filter((e) => e!.reason.startsWith('Booked as a voucher: '));
    const booked = success.filter((e) => !asVouchers.includes(e));
    expect(booked.length).toBeGreaterThan(1);
    expect(invoices).toHaveLength(booked.length);
    for (const e of asVouchers) expect(e!.targetReference).toMatch(/^A \d+$/);
    for (const e of booked) {
      const invoice = invoices.find((i) => i.DocumentNumber === e!.targetReference)!;
      expect(invoice.Booked).toBe(true);
      expect(invoice.ExternalInvoiceReference1).toMatch(/^portal:\d+:shopify:order:/);
    }
    for (const e of orderEntries.filter((x) => x?.status !== 'Success')) {
      expect(e!.reason.length).toBeGreaterThan(0); // never silently skipped
    }

    // (the simulator stamps whole seconds: the refunds come a second after the run's horizon)
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // a full refund of a booked order becomes that invoice's credit invoice
    const refunded = orders.find((o) => String(o.id) === booked[0]!.sourceId)!;
    const refund = world.shop.state.addRefund(SHOP_TOKEN, refunded.id, { full: true });
    // a partial refund of another: Fortnox credits whole invoices, so a corrective voucher
    const partlyRefunded = orders.find((o) => String(o.id) === booked[1]!.sourceId)!;
    const partial = world.shop.state.addRefund(SHOP_TOKEN, partlyRefunded.id);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await sync();
    const credit = await entry('refund', String(refund.id));
    expect(credit).toMatchObject({ status: 'Success', elementType: 'e5' });
    const creditInvoice = fortnox.invoices.find(
      (i) => i.DocumentNumber === credit!.targetReference,
    )!;
    expect(creditInvoice).toMatchObject({ Credit: 'true', Booked: true });
    const corrective = await entry('refund', String(partial.id));
    expect(corrective!.status).toBe('Success');
    expect(corrective!.reason).toMatch(
      /^Booked as a corrective voucher: Fortnox credits whole invoices/,
    );
    expect(fortnox.vouchers.filter((v) => v.Comments.endsWith(':corrective'))).toHaveLength(1);

    // and nothing again on the next sweep
    const counts = { invoices: fortnox.invoices.length, vouchers: fortnox.vouchers.length };
    const again = await sync();
    expect(again.state).toBe('done');
    expect({ invoices: fortnox.invoices.length, vouchers: fortnox.vouchers.length }).toEqual(
      counts,
    );
  });
});
