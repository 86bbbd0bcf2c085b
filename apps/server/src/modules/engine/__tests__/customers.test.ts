import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { syncedCustomers } from '../../../db/schema/sales';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { RuleHook } from '../context';
import { entriesOf, runUntilDone, watchedRegistry } from './runs';
import { LEDGER_TOKEN, SHOP_TOKEN, startWorld } from './world';

const SYNC = {
  intervalSeconds: 60,
  leaseSeconds: 30,
  sliceSeconds: 600,
  windowHours: 168,
  lagSeconds: 0,
  rateLimits: false,
};

let t: TestApp | undefined;
let world: Awaited<ReturnType<typeof startWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  await t?.close();
  world = t = undefined;
});

/** A Shopify shop whose orders Fortnox keeps as customer invoices. */
async function start(options: Parameters<typeof startWorld>[1], timeoutMs = 2_000) {
  t = await createTestApp({ sync: SYNC, syncRequestTimeoutMs: timeoutMs });
  world = await startWorld(t.ctx.db, { bookAs: 'invoice', ...options });
  const shop = world.shop.state.shop(SHOP_TOKEN)!;
  const fortnox = world.ledger.state.tenant(LEDGER_TOKEN)!;
  return {
    t,
    world,
    shop,
    fortnox,
    /** the buyers of the shop's orders, by their customer id */
    buyers: () => new Set(shop.orders.map((o) => o.customerId)),
    rows: () =>
      t!.ctx.db
        .select()
        .from(syncedCustomers)
        .where(eq(syncedCustomers.subscriptionId, world!.subscription.id)),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('customers in Fortnox (e3)', () => {
  it(
    'keeps each buyer as one Fortnox customer, made once while a fifth of the requests fail',
    { timeout: 120_000 },
    async () => {
      const faults = {
        tooManyRequests: { probability: 0.07 },
        serverError: { probability: 0.07, status: 503 as const },
        lateAnswer: { probability: 0.2, delayMs: 800 },
      };
      const w = await start({ orders: 12, fortnox: { faults, seed: 9 } }, 300);
      await runUntilDone(w.t, w.world.subscription);
      w.world.ledger.faults.clear();
      const buyers = w.buyers();
      expect(w.fortnox.customers).toHaveLength(buyers.size);
      expect(new Set(w.fortnox.customers.map((c) => c.Email)).size).toBe(buyers.size);
      for (const customer of w.fortnox.customers) {
        expect(customer).toMatchObject({ CountryCode: 'SE', Type: 'PRIVATE' });
        expect(customer.Address1 && customer.ZipCode && customer.City).toBeTruthy();
      }
      const entries = await entriesOf(w.t, w.world.subscription.id, 'customer');
      expect(entries.filter((e) => e.status !== 'Success')).toEqual([]);
      expect(entries.map((e) => e.elementType)).toEqual([...buyers].map(() => 'e3'));
      const rows = await w.rows();
      expect(rows.map((r) => r.sourceId).sort()).toEqual([...buyers].map(String).sort());
      // every invoice names the customer its buyer has in Fortnox
      const numberOf = new Map(rows.map((r) => [r.sourceId, r.customerNumber]));
      const orders = await entriesOf(w.t, w.world.subscription.id, 'order');
      const invoiced = orders.filter(
        (e) => e.status === 'Success' && /^\d+$/.test(e.targetReference ?? ''),
      );
      expect(invoiced.length).toBeGreaterThan(3);
      for (const entry of invoiced) {
        const order = w.shop.orders.find((o) => String(o.id) === entry.sourceId)!;
        const invoice = w.fortnox.invoices.find((i) => i.DocumentNumber === entry.targetReference)!;
        expect(invoice.CustomerNumber).toBe(numberOf.get(String(order.customerId)));
      }
    },
  );

  it('asks Fortnox nothing for a buyer it knows, and again only when the buyer changed', async () => {
    const w = await start({ orders: 6 });
    const { registry, calls } = watchedRegistry('ensureCustomer');
    await runUntilDone(w.t, w.world.subscription, { registry });
    expect(calls.count).toBe(w.buyers().size);

    // a known buyer orders again, then orders once more from a new address
    const buyer = w.shop.customers.find((c) => w.buyers().has(c.id))!;
    const orderBy = async () => {
      const others = w.shop.customers.splice(0, w.shop.customers.length, buyer);
      await tick();
      w.world.shop.state.addOrders(SHOP_TOKEN, 1);
      w.shop.customers.splice(0, 1, ...others);
      await tick();
      await runUntilDone(w.t, w.world.subscription, { registry });
    };
    await orderBy();
    expect(calls.count).toBe(w.buyers().size);
    buyer.address = { ...buyer.address, city: 'Kiruna' };
    await orderBy();
    expect(calls.count).toBe(w.buyers().size + 1);
    expect(w.fortnox.customers).toHaveLength(w.buyers().size);
    const row = (await w.rows()).find((r) => r.sourceId === String(buyer.id))!;
    expect(row).toMatchObject({ city: 'Kiruna', syncStatus: 'Success' });
    const entries = await entriesOf(w.t, w.world.subscription.id, 'customer');
    expect(entries).toHaveLength(w.buyers().size);
  });

  it('finds the customer a run cut off after Fortnox made it left there, and makes no second', async () => {
    const w = await start({ orders: 6 });
    const { registry } = watchedRegistry('ensureCustomer', 2);
    const { results } = await runUntilDone(w.t, w.world.subscription, { registry });
    expect(results[0]).toMatchObject({ state: 'stopped', reason: 'The worker was killed' });
    expect(results.at(-1)!.state).toBe('done');
    expect(w.fortnox.customers).toHaveLength(w.buyers().size);
    const entries = await entriesOf(w.t, w.world.subscription.id, 'customer');
    expect(entries.filter((e) => e.status !== 'Success')).toEqual([]);
    const orders = await entriesOf(w.t, w.world.subscription.id, 'order');
    expect(orders.filter((e) => e.status !== 'Success')).toEqual([]);
  });

  it('runs the custom rules over the buyer: one may rename them, a failing one fails their orders alone', async () => {
    const w = await start({ orders: 8 });
    const refused = w.shop.customers.find((c) => w.buyers().has(c.id))!;
    const rules: RuleHook = async (entryPoint, data) => {
      if (entryPoint !== 'e3') return { ok: true, output: data };
      const customer = data as { email?: string; name: string };
      if (customer.email === refused.email)
        return { ok: false, ruleId: 3, reason: 'Custom rule 3: no invoices to this buyer' };
      return { ok: true, output: { ...customer, name: customer.name.toUpperCase() } };
    };
    await runUntilDone(w.t, w.world.subscription, { rules });
    const orders = await entriesOf(w.t, w.world.subscription.id, 'order');
    const theirs = w.shop.orders
      .filter((o) => o.customerId === refused.id)
      .map((o) => String(o.id));
    for (const entry of orders) {
      if (theirs.includes(entry.sourceId)) {
        expect(entry).toMatchObject({
          status: 'Failed',
          reason:
            'The customer could not be kept in the ledger: Custom rule 3: no invoices to this buyer',
          reasonKey: 'engine.customer.rule_failed',
          reasonParams: { rule: 3, message: 'no invoices to this buyer' },
        });
      } else expect(entry.status).toBe('Success');
    }
    expect(w.fortnox.customers).toHaveLength(w.buyers().size - 1);
    expect(w.fortnox.customers.every((c) => c.Name === c.Name.toUpperCase())).toBe(true);
    const row = (await w.rows()).find((r) => r.sourceId === String(refused.id))!;
    expect(row).toMatchObject({ syncStatus: 'Failed', customerNumber: null });
  });
});
