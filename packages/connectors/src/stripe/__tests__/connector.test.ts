import { createStripeSimulator } from '@portal/simulators/stripe/server';
import type { StripeSimulator } from '@portal/simulators/stripe/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { isUnmapped } from '../../sdk/connector';
import type { ConnectorRuntime, SourceElement, SourceItem } from '../../sdk/connector';
import type { ApiLogEntry } from '../../sdk/log';
import { stripeConnector } from '../connector';

const KEY = 'sk_test_connector_4242';
const day = (d: number, hour = 0) => new Date(Date.UTC(2026, 10, d, hour));
const running: StripeSimulator[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function start() {
  const sim = await createStripeSimulator({ keys: [KEY], seed: 21 });
  running.push(sim);
  const settings = {
    baseUrl: sim.url,
    credentials: { secret_key: KEY, webhook_secret: 'whsec_x' },
  };
  const open = (runtime: ConnectorRuntime = {}) => stripeConnector.open(settings, runtime);
  return { sim, open };
}

async function collect(items: AsyncIterable<SourceItem>) {
  const out: SourceItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const payoutOf = (item: SourceItem | undefined) => {
  if (!item || isUnmapped(item) || item.kind !== 'payout') throw new Error('not a mapped payout');
  return (item as Extract<SourceElement, { kind: 'payout' }>).payout;
};

describe('Stripe connector: payouts', () => {
  it('yields each paid payout in the window, oldest first, with charges, refunds, disputes and fees', async () => {
    const { sim, open } = await start();
    const { state } = sim;
    const sold = state.charge({
      amount: 100_000,
      currency: 'sek',
      orderId: '1001',
      created: day(1),
    });
    const euro = state.charge({ amount: 2_000, currency: 'eur', orderId: '1002', created: day(1) });
    state.refund(sold.id, 25_000, day(2));
    state.dispute(euro.id, day(2));
    const first = state.payout(day(4));
    state.charge({ amount: 10_000, currency: 'sek', orderId: '1003', created: day(4) });
    const second = state.payout(day(7));
    state.charge({ amount: 5_000, currency: 'sek', created: day(8) });
    state.payout(day(10)); // after the window

    const items = await collect(
      open().changes({ since: day(3).toISOString(), until: day(7).toISOString() }),
    );
    expect(items.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(items[0]!.updatedAt).toBe(new Date(first.arrival_date * 1000).toISOString());

    const payout = payoutOf(items[0]);
    expect(payout).toMatchObject({ source: 'stripe', sourceId: first.id, date: '2026-11-04' });
    expect(payout.currency).toBe('SEK');
    expect(payout.amount).toBe(first.amount);
    expect(payout.warnings).toEqual([]);
    const byOrder = (orderId: string, type: string) =>
      payout.transactions.find((t) => t.orderId === orderId && t.type === type);
    expect(byOrder('1001', 'charge')).toMatchObject({ amount: 100_000, fee: 1_680, net: 98_320 });
    expect(byOrder('1001', 'refund')).toMatchObject({ amount: -25_000, fee: 0, net: -25_000 });
    const euroCharge = byOrder('1002', 'charge')!;
    const dispute = byOrder('1002', 'dispute')!;
    expect(dispute).toMatchObject({ amount: -euroCharge.amount, fee: 15_000 });
    expect(dispute.net).toBe(-euroCharge.amount - 15_000);
    expect(euroCharge.rateToSek).toBeUndefined();
    expect(payout.transactions).toHaveLength(4); // the payout's own transaction left out
    expect(payout.transactions.reduce((sum, t) => sum + t.net, 0)).toBe(first.amount);
    expect(payoutOf(items[1]).transactions.map((t) => t.orderId)).toEqual(['1003']);
  });

  it('keeps a payout that differs from its transactions, with a warning and the raw objects', async () => {
    const { sim, open } = await start();
    sim.state.charge({ amount: 10_000, currency: 'sek', orderId: '7', created: day(1) });
    const skewed = sim.state.payout(day(3), { skewMinor: -100 });
    const item = await open().element('payout', skewed.id);
    const payout = payoutOf(item);
    expect(payout.amount).toBe(9_570);
    expect(payout.transactions[0]!.net).toBe(9_670);
    // the 1.00 SEK gap is kept as Stripe sent it; posting reports it and books it to suspense
    expect(payout.warnings).toEqual([]);
    const raw = (item as { raw: { payout: { amount: number }; balanceTransactions: unknown[] } })
      .raw;
    expect(raw.payout.amount).toBe(9_570);
    expect(raw.balanceTransactions).toHaveLength(2);
  });

  it('answers a payout that is not paid yet as unmapped, and an unknown one with not_found', async () => {
    const { sim, open } = await start();
    const pending = sim.state.createManualPayout(5_000);
    const item = await open().element('payout', pending.id);
    expect(isUnmapped(item) && item.error).toMatch(/pending, not paid/);
    await expect(open().element('payout', 'po_missing')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(open().element('order', 'ch_1')).rejects.toMatchObject({ code: 'validation' });
  });
});

describe('Stripe connector: transport', () => {
  it('tests the key, answering a revoked one with auth', async () => {
    const { sim, open } = await start();
    await expect(open().test()).resolves.toBeUndefined();
    sim.state.revoke(KEY);
    const failure = await open()
      .test()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectorError);
    expect((failure as ConnectorError).code).toBe('auth');
  });

  it('takes a budget slot and writes a log entry for every attempt, the key masked', async () => {
    const { sim, open } = await start();
    sim.state.seedPayouts(2, day(1));
    const log: ApiLogEntry[] = [];
    let slots = 0;
    const runtime: ConnectorRuntime = {
      budget: { acquire: async () => void slots++ },
      log: (entry) => log.push(entry),
      sleep: async () => undefined,
    };
    sim.faults.set({ tooManyRequests: { next: 1 } });
    const items = await collect(
      open(runtime).changes({ since: '2026-01-01T00:00:00Z', until: '2027-01-01T00:00:00Z' }),
    );
    expect(items).toHaveLength(2);
    expect(log.map((e) => e.status)).toEqual([429, 200, 200, 200]);
    expect(slots).toBe(log.length);
    expect(log[0]!.url).toMatch(/\/v1\/payouts\?/);
    expect(JSON.stringify(log)).not.toContain(KEY);
  });

  it('refuses a missing secret key with auth before any request', () => {
    expect(() =>
      stripeConnector.open({ baseUrl: 'https://api.stripe.com', credentials: {} }),
    ).toThrow(expect.objectContaining({ code: 'auth' }));
  });
});
