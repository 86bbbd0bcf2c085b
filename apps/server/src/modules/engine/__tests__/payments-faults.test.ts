import { CONNECTORS } from '@portal/connectors/registry';
import { inArray } from 'drizzle-orm';
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
    syncRequestTimeoutMs: 300,
  });
  t.clock.set(new Date());
  // one in five requests to every provider fails: 429, 5xx, or no answer in time (a ledger
  // still takes a voucher whose answer was lost)
  world = await startPaymentsWorld(t.ctx.db, {
    month: {
      start: new Date('2026-10-01T00:00:00Z'),
      days: 14,
      ordersPerDay: 4,
      seed: 99,
      skew: { day: 9, minor: 100 },
      disputeDay: 6,
      settleAfterDays: 7,
    },
    faults: {
      tooManyRequests: { probability: 0.07 },
      serverError: { probability: 0.07, status: 503 },
      timeout: { probability: 0.07, delayMs: 600 },
    },
    email: 'faults@fjallbutiken.se',
  });
}, 60_000);
afterAll(async () => {
  await world?.close();
  await t?.close();
});

describe('WooCommerce + Stripe + Klarna → Visma under provider faults', () => {
  it(
    'books every order, refund and payout exactly once while 20 % of requests fail',
    { timeout: 300_000 },
    async () => {
      const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'payment-faults' };
      const { shop, cards, invoiceProvider } = world.subscriptions;
      let runs = 0;
      for (const subscription of [shop, cards, invoiceProvider]) {
        for (let i = 0; i < 40; i++) {
          runs += 1;
          const task = await queueRun(t.ctx, subscription, { trigger: 'manual' });
          const result = await runSlice(t.ctx, deps, subscription.id, task!.id);
          if (result.state === 'done') break;
        }
      }
      const { facts } = world;
      // orders, refunds and payouts (the shop's articles have entries of their own)
      const entries = (
        await t.ctx.db
          .select()
          .from(syncEntries)
          .where(inArray(syncEntries.subscriptionId, [shop.id, cards.id, invoiceProvider.id]))
      ).filter((e) => ['order', 'refund', 'payout'].includes(e.kind));
      const markers = world.markers();
      const payouts = facts.stripePayouts.length + facts.klarnaPayouts.length;
      console.info(
        `payment faults: ${facts.orders} orders, ${facts.refunds} refunds, ${payouts} payouts, ${runs} runs; ` +
          `requests: WooCommerce ${world.woo.requests()}, Stripe ${world.stripe.requests()}, Klarna ${world.klarna.requests()}, Visma ${world.visma.requests()}`,
      );
      expect(entries).toHaveLength(facts.orders + facts.refunds + payouts);
      expect(entries.filter((e) => e.status === 'Failed' || e.status === 'Pending')).toEqual([]);
      // no duplicate: every marker once; no gap: one voucher per element
      expect([...markers.values()].every((n) => n === 1)).toBe(true);
      expect(markers.size).toBe(entries.length);
      expect(world.balances().get('1580') ?? 0).toBe(0);
      expect(world.balances().get('1689')).toBe(-100);
    },
  );
});
