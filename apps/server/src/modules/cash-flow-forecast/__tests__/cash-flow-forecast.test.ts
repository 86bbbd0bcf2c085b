import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesPayouts } from '../../../db/schema/sales';
import { syncEntries } from '../../../db/schema/sync';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertCompany } from '../../companies/companies.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import {
  ledgerYear,
  planningWorld,
  writeYears,
  type MonthRows,
} from '../../budgets/__tests__/planning-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof planningWorld>>;
let short: number;
let fourMonths: number;
let empty: number;

const kr = (n: number) => Math.round(n * 100);

/** A shop's months: sales with a Christmas and summer peak, purchases ahead of them, rent. */
function shopMonth(year: number, month: number): MonthRows {
  const t0 = (year - 2023) * 12 + month - 1;
  const season = Math.sin((2 * Math.PI * (month - 4)) / 12) + (month === 12 ? 0.8 : 0);
  const wobble = ((t0 * 7919) % 13) - 6; // a fixed, uneven ±6 000 kr
  return [
    [3010, -kr(200_000 + 2_000 * t0 + 60_000 * season + 1_000 * wobble)],
    [4010, kr(110_000 + 1_200 * t0 + 40_000 * Math.sin((2 * Math.PI * (month - 3)) / 12))],
    [5010, kr(25_000)],
  ];
}

function shopYear(year: number, months = 12) {
  const rows = Object.fromEntries(
    Array.from({ length: months }, (_, i) => [
      `${year}-${String(i + 1).padStart(2, '0')}`,
      shopMonth(year, i + 1),
    ]),
  );
  return ledgerYear(`${year}-01-01`, `${year}-12-31`, rows, year === 2023 ? kr(150_000) : 0);
}

async function forecast(query: string, company = w.client.id, key = w.keys.master, lang = 'sv') {
  const res = await call(t.app, {
    url: `/api/forecasts/cash-flow/?company=${company}&${query}`,
    key,
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashFlowForecast>();
}

/** Payouts as the engine keeps them: each beside its sync entry. */
async function payouts(provider: string, currency: string, list: [string, number][]) {
  const db = t.ctx.db;
  const sub = await insertSubscription(db, {
    companyId: w.client.id,
    application: provider,
    accounting: 'fortnox',
    status: 'Active',
    startDate: '2025-01-01',
  });
  for (const [date, amount] of list) {
    const [entry] = await db
      .insert(syncEntries)
      .values({
        subscriptionId: sub.id,
        companyId: w.client.id,
        source: provider,
        sourceId: `${provider}-${date}`,
        kind: 'payout',
        eventType: 'payout.sync',
        elementType: 'e7',
        referenceNumber: `${provider}-${date}`,
        status: 'Success',
      })
      .returning();
    await db.insert(salesPayouts).values({
      subscriptionId: sub.id,
      companyId: w.client.id,
      syncEntryId: entry!.id,
      source: provider,
      payoutId: `${provider}-${date}`,
      paymentDate: date,
      currency,
      amount: kr(amount),
      transactions: [],
      lastUpdated: new Date(`${date}T06:00:00Z`),
      syncStatus: 'Success',
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  // 20 January 2026: December 2025 is the last month that is over
  t.clock.set(new Date('2026-01-20T09:00:00Z'));
  w = await planningWorld(t, 'fc');
  await writeYears(t, w.client.id, [shopYear(2023), shopYear(2024), shopYear(2025)]);
  const company = async (n: string) =>
    (await insertCompany(t.ctx.db, { name: `fc ${n}`, organizationNumber: `fc-${n}` })).id;
  short = await company('short');
  await writeYears(t, short, [shopYear(2024), shopYear(2025, 2)]);
  fourMonths = await company('four');
  await writeYears(t, fourMonths, [
    ledgerYear('2025-09-01', '2026-08-31', {
      '2025-09': [[3010, -kr(1000)]],
      '2025-12': [[3010, -kr(1000)]],
    }),
  ]);
  empty = await company('empty');

  const weekly: [string, number][] = [
    ['2025-11-07', 9_000],
    ['2025-11-14', 10_000],
    ['2025-11-21', 11_000],
    ['2025-11-28', 10_000],
    ['2025-12-05', 10_000],
    ['2025-12-12', 12_000],
    ['2025-12-19', 10_000],
    ['2025-12-26', 9_500],
    ['2026-01-02', 10_000],
    ['2026-01-09', 10_500],
    ['2026-01-16', 10_000],
    // announced: the provider has dated it, it has not arrived
    ['2026-01-23', 12_000],
  ];
  await payouts('stripe', 'SEK', weekly);
  await payouts('klarna', 'EUR', [
    ['2025-12-01', 800],
    ['2025-12-15', 900],
    ['2025-12-29', 850],
    ['2026-01-12', 870],
  ]);
  await payouts('paypal', 'SEK', [
    ['2025-04-30', 5_000],
    ['2025-05-30', 5_000],
    ['2025-06-30', 5_000],
  ]);
});
afterAll(() => t.close());

describe('the cash flow forecast', () => {
  it('reads the monthly change in 19xx and the balance from the ledger', async () => {
    const f = await forecast('model=linear');
    expect(f.history_months).toBe(36);
    expect(f.last_month).toBe('2025-12');
    expect(f.stale).toBe(false);
    const [first] = f.history;
    // January 2023: sales in, purchases and rent out, on top of the opening 150 000 kr
    const [sales, purchases, rent] = shopMonth(2023, 1).map(([, a]) => a);
    expect(first).toEqual({
      month: '2023-01',
      inflow: (-sales! / 100).toFixed(2),
      outflow: ((purchases! + rent!) / 100).toFixed(2),
      net: ((-sales! - purchases! - rent!) / 100).toFixed(2),
      balance: ((kr(150_000) - sales! - purchases! - rent!) / 100).toFixed(2),
    });
  });

  it('forecasts with the AI model, better than the naive forecast on its back-test', async () => {
    const f = await forecast('model=ai&period=6&confidence=95&trend=12');
    expect(f.status).toBe('ok');
    expect(f.notice).toBeNull();
    expect(f.forecast.map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const ai = f.backtest.rows.find((r) => r.model === 'ai')!;
    expect(ai).toMatchObject({ available: true, origins: 12 });
    expect(Number(ai.mae)).toBeLessThan(Number(ai.naive_mae));
    expect(Number(ai.skill)).toBeGreaterThan(0);
    expect(f.backtest.rows.map((r) => r.model)).toEqual([
      'ai',
      'linear',
      'seasonal',
      'conservative',
      'naive',
      'seasonal_naive',
    ]);
    // 36 months: Holt-Winters with seasons, its weights add up to one
    expect(f.method.smoothing?.seasonal).toBe(true);
    const weights = f.method.weights.reduce((s, w) => s + Number(w.weight), 0);
    expect(weights).toBeCloseTo(1, 2);
    // the balance carries on from the last month, month by month
    const last = Number(f.history.at(-1)!.balance);
    expect(Number(f.forecast[0]!.balance)).toBeCloseTo(last + Number(f.forecast[0]!.net), 1);
    for (const m of f.forecast) {
      expect(Number(m.net_low)).toBeLessThan(Number(m.net));
      expect(Number(m.net_high)).toBeGreaterThan(Number(m.net));
    }
    const widths = f.forecast.map((m) => Number(m.net_high) - Number(m.net_low));
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeGreaterThan(widths[i - 1]!);
  });

  it('draws a wider band the higher the confidence', async () => {
    const width = async (confidence: string) => {
      const f = await forecast(`model=linear&period=3&confidence=${confidence}`);
      return Number(f.forecast[0]!.net_high) - Number(f.forecast[0]!.net_low);
    };
    const [w90, w95, w99] = [await width('90'), await width('95'), await width('99')];
    expect(w95).toBeGreaterThan(w90);
    expect(w99).toBeGreaterThan(w95);
    expect(w99 / w90).toBeCloseTo(2.5758 / 1.6449, 2);
  });

  it('says so instead of drawing a line when the history is too short', async () => {
    const none = await forecast('model=ai', empty, w.keys.inhouse);
    expect(none).toMatchObject({ status: 'no_history', forecast: [], history: [] });
    const four = await forecast('model=linear', fourMonths, w.keys.inhouse);
    expect(four.status).toBe('too_little_history');
    expect(four.notice).toBe(
      'Bokföringen har 4 månader med verifikationer. En prognos behöver minst 6.',
    );
    expect(four.forecast).toEqual([]);
    // 14 months: enough for a straight line, not for the seasonal pattern
    const seasonal = await forecast('model=seasonal', short, w.keys.inhouse, 'en');
    expect(seasonal.status).toBe('model_needs_more');
    expect(seasonal.notice).toBe(
      'Seasonal pattern needs at least 16 months with vouchers; the ledger has 14. Choose another model or read more years.',
    );
    expect(seasonal.forecast).toEqual([]);
    expect(seasonal.backtest.rows.find((r) => r.model === 'seasonal')).toMatchObject({
      available: false,
      needed_months: 16,
    });
    const linear = await forecast('model=linear', short, w.keys.inhouse);
    expect(linear.status).toBe('ok');
    // its last booked month is February 2025, long before today
    expect(linear).toMatchObject({ last_month: '2025-02', stale: true });
    expect(linear.forecast).toHaveLength(6);
  });

  it('lists the providers’ expected payouts and adds them to the first months once', async () => {
    const f = await forecast('model=linear&period=3&trend=12');
    expect(f.payouts.until).toBe('2026-02-17');
    expect(
      f.payouts.expected.map((e) => [e.provider, e.date, e.amount, e.basis, e.counted]),
    ).toEqual([
      ['stripe', '2026-01-23', '12000.00', 'announced', true],
      ['klarna', '2026-01-26', '860.00', 'cadence', false],
      ['stripe', '2026-01-30', '10000.00', 'cadence', true],
      ['stripe', '2026-02-06', '10000.00', 'cadence', true],
      ['klarna', '2026-02-09', '860.00', 'cadence', false],
      ['stripe', '2026-02-13', '10000.00', 'cadence', true],
    ]);
    const paypal = f.payouts.providers.find((p) => p.provider === 'paypal')!;
    expect(paypal).toMatchObject({ inactive: true, interval_days: 30.5 });
    const stripe = f.payouts.providers.find((p) => p.provider === 'stripe')!;
    expect(stripe).toMatchObject({
      interval_days: 7,
      median_amount: '10000.00',
      last_date: '2026-01-16',
    });
    // 2025's SEK payouts (Stripe 81 500 kr, PayPal 15 000 kr) over the 12 months of the trend:
    // what the model has learnt to count on
    expect(f.payouts.typical_monthly).toBe('8041.67');
    // January: 22 000 kr expected on 21–31 Jan, less 11/31 of a usual month
    expect(f.forecast[0]!.payouts_adjustment).toBe('19146.51');
    // February: 20 000 kr on 1–17 Feb, less 17/28 of a usual month
    expect(f.forecast[1]!.payouts_adjustment).toBe('15117.56');
    expect(f.forecast[2]!.payouts_adjustment).toBeNull();
    expect(Number(f.forecast[0]!.net_with_payouts)).toBeCloseTo(
      Number(f.forecast[0]!.net) + 19146.51,
      1,
    );
  });

  it('answers 404 for another company and 403 for the owner', async () => {
    const other = await call(t.app, {
      url: `/api/forecasts/cash-flow/?company=${w.client.id}`,
      key: w.keys.other,
    });
    expect(other.statusCode).toBe(404);
    const owner = await call(t.app, {
      url: `/api/forecasts/cash-flow/?company=${w.client.id}`,
      key: w.keys.owner,
    });
    expect(owner.statusCode).toBe(403);
    const bad = await call(t.app, {
      url: `/api/forecasts/cash-flow/?company=${w.client.id}&period=5`,
      key: w.keys.master,
    });
    expect(bad.statusCode).toBe(400);
  });
});
