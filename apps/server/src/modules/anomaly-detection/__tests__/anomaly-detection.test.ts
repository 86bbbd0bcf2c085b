import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { ledgerWorld, storeLedger } from './ledger-world';
import { shopLedger } from './shop-ledger';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;

interface Page {
  count: number;
  next: string | null;
  start: string | null;
  end: string | null;
  counts: Record<string, number>;
  accounts: { account: number; name: string; count: number }[];
  results: {
    key: string;
    kind: string;
    date: string;
    account: number | null;
    account_name: string | null;
    amount: string | null;
    score: number;
    reason: { key: string; params: Record<string, unknown> };
    vouchers: { id: number; series: string; number: string; date: string }[];
    dismissed: boolean;
  }[];
}

const ledger = shopLedger({ seed: 1, inject: true });
const get = (url: string, key = w.keys.master, lang = 'sv') => call(t.app, { url, key, lang });
const list = async (query: string, key = w.keys.master) => {
  const res = await get(`/api/anomalies/?company=${w.shop.id}&${query}`, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const YEAR = 'period=365&model=ensemble&sensitivity=medium';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-02-01T09:00:00Z'));
  w = await ledgerWorld(t, 'anom');
  await storeLedger(t, w.shop.id, ledger.vouchers);
});
afterAll(() => t.close());

describe('GET /api/anomalies/', () => {
  it('lists the year up to the latest voucher with reasons, scores and the vouchers concerned', async () => {
    const page = await list(`${YEAR}&limit=50`);
    expect([page.start, page.end]).toEqual(['2025-01-01', '2025-12-31']);
    expect(page.count).toBeGreaterThanOrEqual(11);
    const rent = page.results.find((r) => r.account === 5010)!;
    expect(rent).toMatchObject({
      kind: 'unusual_amount',
      date: '2025-05-02',
      account_name: 'Lokalhyra',
      amount: '108000.00',
      reason: { key: 'amount_high', params: { account: 5010, amount: '108000.00', ratio: 6 } },
      dismissed: false,
    });
    const truth = ledger.truths.find((x) => x.label.startsWith('rent'))!;
    expect(rent.vouchers).toEqual([
      expect.objectContaining({ series: 'A', number: truth.vouchers[0], date: '2025-05-02' }),
    ]);
    const kinds = new Set(page.results.map((r) => r.kind));
    for (const kind of ['fee_share', 'missing_payout', 'vat_rate', 'unusual_amount'])
      expect(kinds).toContain(kind);
    const scores = page.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.counts.vat_rate).toBe(1);
    expect(page.accounts[0]).toMatchObject({ count: expect.any(Number), name: expect.any(String) });
  });

  it('filters by kind, orders by date and pages by 50 by default', async () => {
    const vat = await list(`${YEAR}&kind=vat_rate`);
    expect(vat.results.map((r) => [r.kind, r.date, r.reason.params.rate])).toEqual([
      ['vat_rate', '2025-11-12', 18],
    ]);
    const byDate = await list(`${YEAR}&ordering=date&limit=3`);
    const dates = byDate.results.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(byDate.next).toContain('offset=3');
    expect(dates[0]).toBe('2025-03-03');
  });

  it('looks only at the chosen period and learns from the year before it', async () => {
    const week = await list('period=7&model=ensemble&sensitivity=medium');
    expect(week.start).toBe('2025-12-25');
    for (const r of week.results) expect(r.date >= '2025-12-25').toBe(true);
    const quarter = await list('period=90&model=statistical&sensitivity=high');
    expect(quarter.results.some((r) => r.key.startsWith('vat:'))).toBe(true);
  });

  it('hides an anomaly marked expected, and shows it again when taken back', async () => {
    const before = await list(YEAR);
    const rent = before.results.find((r) => r.account === 5010)!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/anomalies/dismissals/?company=${w.shop.id}`,
      key: w.keys.master,
      payload: { key: rent.key },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await list(YEAR);
    expect(after.count).toBe(before.count - 1);
    expect(after.results.map((r) => r.key)).not.toContain(rent.key);
    expect(after.counts.unusual_amount).toBe(before.counts.unusual_amount! - 1);
    // other models and sensitivities know it by the same key
    const statistical = await list('period=365&model=statistical&sensitivity=high');
    expect(statistical.results.map((r) => r.key)).not.toContain(rent.key);
    const dismissed = await list(`${YEAR}&dismissed=true`);
    expect(dismissed.results.map((r) => [r.key, r.dismissed])).toEqual([[rent.key, true]]);
    const back = await call(t.app, {
      method: 'DELETE',
      url: `/api/anomalies/dismissals/?company=${w.shop.id}&key=${encodeURIComponent(rent.key)}`,
      key: w.keys.master,
    });
    expect(back.statusCode).toBe(204);
    expect((await list(YEAR)).count).toBe(before.count);
  });

  it('draws an account’s days with the band and the flagged day', async () => {
    const res = await get(`/api/anomalies/series/?company=${w.shop.id}&${YEAR}&account=5010`);
    expect(res.statusCode, res.body).toBe(200);
    const series = res.json<{
      name: string;
      points: { date: string; total: string; low: string | null; flagged: boolean }[];
    }>();
    expect(series.name).toBe('Lokalhyra');
    expect(series.points).toHaveLength(365);
    expect(series.points.filter((p) => p.flagged).map((p) => p.date)).toEqual(['2025-05-02']);
    const may = series.points.find((p) => p.date === '2025-05-02')!;
    expect(may.total).toBe('108000.00');
    expect(Number(may.low)).toBeGreaterThan(0);
  });

  it('refuses unknown periods, models and sensitivities in the reader’s language', async () => {
    const sv = await get(`/api/anomalies/?company=${w.shop.id}&period=14`);
    expect(sv.statusCode).toBe(400);
    expect(sv.json<{ errors: Record<string, string[]> }>().errors.period?.[0]).toMatch(
      /finns inte/,
    );
    const en = await get(
      `/api/anomalies/?company=${w.shop.id}&sensitivity=extreme&model=neural`,
      w.keys.master,
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json<{ errors: object }>().errors).sort()).toEqual([
      'model',
      'sensitivity',
    ]);
    const key = await call(t.app, {
      method: 'POST',
      url: `/api/anomalies/dismissals/?company=${w.shop.id}`,
      key: w.keys.master,
      payload: { key: '' },
    });
    expect(key.statusCode).toBe(400);
  });

  it('answers an empty ledger with nothing, not an error', async () => {
    const res = await get(`/api/anomalies/?company=${w.assigned.id}`);
    expect(res.json<Page>()).toMatchObject({ count: 0, start: null, end: null, results: [] });
  });

  it('is for the company’s accountants and in-house staff only', async () => {
    expect((await get(`/api/anomalies/?company=${w.shop.id}`, w.keys.inhouse)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/anomalies/?company=${w.shop.id}`, w.keys.outsider)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/anomalies/?company=${w.shop.id}`, w.keys.partner)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/anomalies/?company=${w.assigned.id}`, w.keys.partner)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/anomalies/?company=${w.shop.id}`, w.keys.owner)).statusCode).toBe(403);
    const dismiss = await call(t.app, {
      method: 'POST',
      url: `/api/anomalies/dismissals/?company=${w.shop.id}`,
      key: w.keys.outsider,
      payload: { key: 'amount:5010:1' },
    });
    expect(dismiss.statusCode).toBe(404);
  });
});
