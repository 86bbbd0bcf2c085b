import { CONNECTORS } from '@portal/connectors/registry';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/subscriptions';
import { syncEntries } from '../../../db/schema/sync';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { issuesOfMonth, reconcileMonth } from '../../reconciliation/reconciliation.service';
import { noRules } from '../context';
import { runSlice } from '../run';
import { queueRun } from '../scheduler';
import { startPaymentsWorld } from './payments-world';
import type { PostingModel } from './payments-world';

const SYNC = {
  intervalSeconds: 60,
  leaseSeconds: 30,
  sliceSeconds: 600,
  windowHours: 168,
  lagSeconds: 0,
  rateLimits: false,
};
const MONTH = {
  start: new Date('2026-10-01T00:00:00Z'),
  days: 31,
  ordersPerDay: 6,
  seed: 2026,
  skew: { day: 17, minor: -250 },
  disputeDay: 12,
  settleAfterDays: 3,
};

const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'combined' };

/** Runs a subscription until it is done; a run that stops to wait is taken up again, as the worker would. */
async function runToEnd(t: TestApp, subscription: { id: number; companyId: number }) {
  for (let runs = 0; runs < 300; runs++) {
    const task = await queueRun(t.ctx, subscription, { trigger: 'manual' });
    const result = await runSlice(t.ctx, deps, subscription.id, task!.id);
    if (result.state === 'done') return;
    if (result.state === 'stopped' && !result.retry) throw new Error(result.reason);
    if (result.state === 'stopped') await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Subscription ${subscription.id} did not finish`);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe.each([
  ['per order and per payout vouchers', 'per_order', 'per_order', 'shop first'],
  ['summaries per payout', 'per_payout', 'per_payout', 'shop first'],
  [
    'summaries per payout, the shop paused while payouts sync',
    'per_payout',
    'per_payout',
    'payouts first',
  ],
  ['summaries per payout, all at once', 'per_payout', 'per_payout', 'at once'],
] as const)(
  'WooCommerce + Stripe + Klarna → Visma eEkonomi: %s',
  (_name, shopModel, payoutModel, order) => {
    let t: TestApp;
    let world: Awaited<ReturnType<typeof startPaymentsWorld>>;

    beforeAll(async () => {
      t = await createTestApp({ sync: SYNC, syncRequestTimeoutMs: 2000 });
      t.clock.set(new Date());
      world = await startPaymentsWorld(t.ctx.db, {
        month: MONTH,
        shopModel: shopModel as PostingModel,
        payoutModel: payoutModel as PostingModel,
      });
      const { shop, cards, invoiceProvider } = world.subscriptions;
      if (order === 'at once') {
        await Promise.all([shop, cards, invoiceProvider].map((s) => runToEnd(t, s)));
        // the shop's next scheduled run books what its providers' payouts took after its sweep
        await runToEnd(t, shop);
      } else if (order === 'payouts first') {
        // a paused shop is not waited for: its sales, synced later, are booked on their own
        const status = (value: string) =>
          t.ctx.db
            .update(subscriptions)
            .set({ status: value })
            .where(eq(subscriptions.id, shop.id));
        await status('Paused');
        for (const subscription of [cards, invoiceProvider]) await runToEnd(t, subscription);
        await status('Active');
        await runToEnd(t, shop);
      } else {
        for (const subscription of [shop, cards, invoiceProvider]) await runToEnd(t, subscription);
      }
    }, 300_000);
    afterAll(async () => {
      await world?.close();
      await t?.close();
    });

    it('books the month exactly once and the clearing account comes to zero', async () => {
      const { facts } = world;
      const balances = world.balances();
      const markers = world.markers();
      console.info(
        `${_name}: ${facts.orders} orders (${(facts.sold / 100).toFixed(2)} SEK), ${facts.refunds} refunds, ${facts.disputes} dispute, ` +
          `${facts.stripePayouts.length} Stripe and ${facts.klarnaPayouts.length} Klarna payouts → ${world.vouchers().length} Visma vouchers; ` +
          `1580 ${balances.get('1580') ?? 0}, 1930 ${balances.get('1930')}, 6570 ${balances.get('6570')}, 6351 ${balances.get('6351')}, 1689 ${balances.get('1689')}`,
      );
      expect([...markers.values()].every((n) => n === 1)).toBe(true);
      const payoutCount = facts.stripePayouts.length + facts.klarnaPayouts.length;
      if (shopModel === 'per_payout' && order !== 'payouts first') {
        // one voucher per payout, its sales in it: the providers waited for the shop's sync
        expect(world.vouchers()).toHaveLength(payoutCount);
        // each takes the orders its charges pay and the refunds its refunds pay back, no more
        const unsettled = world.vouchers().filter((v) => {
          const clearing = v.Rows.filter((r) => r.AccountNumber === 1580).reduce(
            (sum, r) => sum + Math.round(r.DebitAmount * 100) - Math.round(r.CreditAmount * 100),
            0,
          );
          return clearing !== 0;
        });
        expect(unsettled.map((v) => v.VoucherText)).toEqual([]);
      }
      expect(balances.get('1580') ?? 0).toBe(0);
      // the bank got exactly what the providers paid out
      const deposits = sum([...facts.stripePayouts, ...facts.klarnaPayouts].map((p) => p.amount));
      expect(balances.get('1930')).toBe(deposits);
      // the skewed payout's difference waits on suspense, the chargeback on its own account
      expect(balances.get('1689')).toBe(-MONTH.skew.minor);
      expect(balances.get('6351')).toBe(facts.disputed);
      // revenue and VAT: what was sold less what was refunded, once
      const sales = sum(
        ['3001', '3002', '3003', '3520', '2611', '2621', '2631'].map((a) => balances.get(a) ?? 0),
      );
      expect(-sales).toBe(facts.sold - facts.refunded);
    });

    it('records every order, refund and payout, and reports the one that did not match', async () => {
      const { shop, cards, invoiceProvider } = world.subscriptions;
      const entries = await t.ctx.db
        .select()
        .from(syncEntries)
        .where(inArray(syncEntries.subscriptionId, [shop.id, cards.id, invoiceProvider.id]));
      const payouts = entries.filter((e) => e.kind === 'payout');
      expect(payouts).toHaveLength(
        world.facts.stripePayouts.length + world.facts.klarnaPayouts.length,
      );
      const sales = entries.filter((e) => e.kind === 'order' || e.kind === 'refund');
      expect(sales).toHaveLength(world.facts.orders + world.facts.refunds);
      expect(entries.filter((e) => e.status === 'Pending' || e.status === 'Failed')).toEqual([]);
      const ambiguous = payouts.filter((e) => e.status === 'Ambiguous');
      expect(ambiguous).toHaveLength(1);
      expect(ambiguous[0]!.reason).toMatch(/-2\.50 SEK is left on 1689/);
      expect(ambiguous[0]).toMatchObject({
        reasonKey: 'engine.reason.payout_mismatch',
        reasonParams: { difference: '-2.50 SEK', account: '1689' },
      });
      const skewed = world.facts.stripePayouts.find((p) => p.arrival.startsWith('2026-10-18'));
      expect(ambiguous[0]!.sourceId).toBe(skewed?.id);
    });

    it('reconciles in the discrepancy report: October owes what is in transit, November nothing', async () => {
      const october = await reconcileMonth(t.ctx, world.companyId, '2026-10');
      const november = await reconcileMonth(t.ctx, world.companyId, '2026-11');
      expect(october.balanced && november.balanced).toBe(true);
      const inTransit = sum(
        [...world.facts.stripePayouts, ...world.facts.klarnaPayouts]
          .filter((p) => ('arrival' in p ? p.arrival : p.date) >= '2026-11')
          .map((p) => p.amount),
      );
      if (shopModel === 'per_payout' && order !== 'payouts first') {
        // a summary books its sales on the payout's day: October's last sales wait for November
        expect(october.clearing_closing).toBe('0.00');
      } else {
        expect(Number(october.clearing_closing)).toBeGreaterThan(0);
      }
      expect(november.clearing_closing).toBe('0.00');
      // every payout is in: nothing of October is still owed
      expect(october.clearing_open).toBe('0.00');
      expect(october.clearing_settled_since).toBe(october.clearing_closing);
      expect(november.accounts.find((a) => a.role === 'clearing')!.opening).toBe(
        october.clearing_closing,
      );
      expect(
        Math.round(Number(november.accounts.find((a) => a.role === 'bank')!.debit) * 100),
      ).toBe(inTransit);
      // the short payout is October's issue (with the sales of its summary, when it has them)
      const octoberIssues = (await issuesOfMonth(t.ctx, world.companyId, '2026-10')).results;
      expect(octoberIssues.filter((i) => i.kind === 'payout').map((i) => i.status)).toEqual([
        'Ambiguous',
      ]);
      expect(octoberIssues.every((i) => i.status === 'Ambiguous')).toBe(true);
      expect(october.issues_count).toBe(octoberIssues.length);
      expect(november.issues_count).toBe(0);
      const differences = october.payouts.filter((p) => p.difference !== '0.00');
      expect(differences.map((p) => [p.status, p.difference])).toEqual([['Ambiguous', '-2.50']]);
      expect(october.payouts.length + november.payouts.length).toBe(
        world.facts.stripePayouts.length + world.facts.klarnaPayouts.length,
      );
      console.info(
        `reconciliation ${_name}: October ${october.documents} documents, ${october.payouts.length} payouts, clearing closes at ${october.clearing_closing} SEK (in transit); ` +
          `November ${november.payouts.length} payouts, clearing closes at ${november.clearing_closing} SEK; ${october.issues_count} issue(s)`,
      );
    });
  },
);
