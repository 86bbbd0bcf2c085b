import type { LedgerYearData } from '@portal/connectors/model/ledger';
import type { CompanyKpis, KpiClient, RoiInputs } from '@portal/contracts/schemas/kpi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { generateLedger } from '../../financial-reports/__tests__/generated-ledger';
import { ledgerWorld, writeYears } from '../../financial-reports/__tests__/ledger-world';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;

const kr = (n: number) => n * 100;
const voucher = (number: number, date: string, rows: [number, number][]) => ({
  series: 'A',
  number: String(number),
  date,
  text: '',
  rows: rows.map(([account, amount]) => ({ account, amount: kr(amount) })),
});

/** A small shop's first half of 2025, figures easy to follow by hand. */
const HANDMADE: LedgerYearData = {
  year: { start: '2025-01-01', end: '2025-12-31', ref: '0' },
  accounts: new Map([
    [1510, 'Kundfordringar'],
    [1930, 'Företagskonto'],
    [3001, 'Försäljning'],
  ]),
  balances: [
    { account: 1930, opening: kr(100_000) },
    { account: 2081, opening: kr(-100_000) },
  ],
  vouchers: [
    voucher(1, '2025-01-10', [
      [1510, 125_000],
      [3001, -100_000],
      [2611, -25_000],
    ]),
    voucher(2, '2025-02-05', [
      [4010, 40_000],
      [2641, 10_000],
      [2440, -50_000],
    ]),
    voucher(3, '2025-03-01', [
      [7010, 30_000],
      [1930, -30_000],
    ]),
    voucher(4, '2025-04-12', [
      [1930, 62_500],
      [1510, -62_500],
    ]),
    voucher(5, '2025-05-20', [
      [5010, 20_000],
      [1930, -20_000],
    ]),
    voucher(6, '2025-06-03', [
      [1930, 25_000],
      [3001, -20_000],
      [2611, -5_000],
    ]),
  ],
  complete: true,
};

async function get<T>(url: string, key = w.keys.master) {
  const res = await call(t.app, { url, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2025-06-15T09:00:00Z'));
  w = await ledgerWorld(t, 'kpi');
  await writeYears(t, w.clients[0]!.id, [HANDMADE]);
  await writeYears(t, w.clients[1]!.id, generateLedger(2024, 2));
});
afterAll(() => t.close());

describe('a client’s KPIs', () => {
  it('are worked out from its ledger for the year to date', async () => {
    const k = await get<CompanyKpis>(`/api/kpis/company/?company=${w.clients[0]!.id}`);
    expect(k.period).toEqual({ from: '2025-01-01', to: '2025-06-15' });
    expect(k.kpis).toEqual({
      net_sales: '120000.00',
      // (120,000 − 40,000 goods) / 120,000
      gross_margin: 66.7,
      // (120,000 − 40,000 − 30,000 salaries − 20,000 rent) / 120,000
      operating_margin: 25,
      // (137,500 bank + 62,500 receivables) / (30,000 VAT + 50,000 supplier − 10,000 input VAT)
      current_ratio: 2.86,
      // 62,500 / 120,000 × 166 days
      dso: 86.5,
      cash: '137500.00',
      // April to June: +62,500 − 20,000 + 25,000: cash grew
      monthly_burn: '-22500.00',
      burning: false,
      runway_months: null,
    });
  });

  it('trend month by month, burning cash in March', async () => {
    const k = await get<CompanyKpis>(`/api/kpis/company/?company=${w.clients[0]!.id}&months=6`);
    expect(k.trend.map((m) => m.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    const march = k.trend[2]!;
    expect(march).toMatchObject({
      net_sales: '0.00',
      gross_margin: null,
      dso: null,
      // (70,000 bank + 125,000 receivables) / (25,000 + 50,000 − 10,000)
      current_ratio: 3,
      cash: '70000.00',
      // January to March: −30,000 over 3 months
      monthly_burn: '10000.00',
      burning: true,
      runway_months: 7,
    });
    const january = k.trend[0]!;
    // 100,000 sold and nothing paid yet: 125,000 / 100,000 × 31 days
    expect(january).toMatchObject({ gross_margin: 100, operating_margin: 100, dso: 38.8 });
  });

  it('refuse a client outside the caller’s, the owner, and a ledger never read', async () => {
    const ask = (company: number, key = w.keys.master) =>
      call(t.app, { url: `/api/kpis/company/?company=${company}`, key });
    expect((await ask(w.outside.id)).statusCode).toBe(404);
    expect((await ask(w.clients[0]!.id, w.keys.partner)).statusCode).toBe(404);
    expect((await ask(w.clients[0]!.id, w.keys.owner)).statusCode).toBe(403);
    expect((await ask(w.clients[0]!.id, w.keys.inhouse)).statusCode).toBe(403);
    expect((await ask(w.clients[2]!.id)).statusCode).toBe(409);
    const months = await call(t.app, {
      url: `/api/kpis/company/?company=${w.clients[0]!.id}&months=7`,
      key: w.keys.master,
    });
    expect(months.statusCode).toBe(400);
  });
});

describe('the firm’s clients by KPI', () => {
  const list = (query = '') =>
    get<{ count: number; results: KpiClient[] }>(`/api/kpis/clients/?${query}`);

  it('lists every client, saying which have no ledger', async () => {
    const page = await list();
    expect(page.count).toBe(3);
    const byId = new Map(page.results.map((r) => [r.id, r]));
    expect(byId.get(w.clients[0]!.id)!.kpis!.gross_margin).toBe(66.7);
    expect(byId.get(w.clients[2]!.id)).toMatchObject({ kpis: null, missing: 'not_read' });
    const own = await get<CompanyKpis>(`/api/kpis/company/?company=${w.clients[1]!.id}`);
    expect(byId.get(w.clients[1]!.id)!.kpis).toEqual(own.kpis);
  });

  it('sorts by each KPI either way, clients without figures last', async () => {
    for (const key of ['gross_margin', 'operating_margin', 'current_ratio', 'dso', 'net_sales']) {
      for (const direction of ['', '-']) {
        const page = await list(`ordering=${direction}${key}`);
        const values = page.results.map((r) => {
          const value = r.kpis?.[key as 'dso'];
          return value === null || value === undefined ? null : Number(value);
        });
        const known = values.filter((v): v is number => v !== null);
        // the figures in order, then every client without one
        expect(values, key).toEqual([...known, ...values.slice(known.length).map(() => null)]);
        expect(known, key).toEqual([...known].sort((a, b) => (direction ? b - a : a - b)));
        expect(values[2], key).toBeNull();
      }
    }
    const searched = await list('search=alfa');
    expect(searched.results.map((r) => r.id)).toEqual([w.clients[0]!.id]);
    const partner = await get<{ results: KpiClient[] }>('/api/kpis/clients/', w.keys.partner);
    expect(partner.results.map((r) => r.id)).toEqual([w.clients[1]!.id]);
  });
});

describe('the ROI calculator’s inputs', () => {
  it('are the plans’ monthly prices, and a client’s orders and price a month', async () => {
    const company = w.clients[0]!.id;
    const shop = await insertSubscription(t.ctx.db, {
      companyId: company,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      startDate: '2025-01-01',
    });
    await t.ctx.db.execute(sql`
      insert into sync_entries (subscription_id, company_id, source, source_id, kind, event_type,
        element_type, reference_number, status)
      select ${shop.id}, ${company}, 'shopify', 'o' || g, 'order', 'order.sync', 'e7', '#' || g,
        'Success'
      from generate_series(1, 90) g`);
    // 90 orders since 5 April, the first: 90 in 72 days
    await t.ctx.db.execute(sql`
      insert into sales_orders (subscription_id, company_id, sync_entry_id, source, source_id,
        kind, order_id, order_number, currency, total, order_date, last_updated, sync_status)
      select subscription_id, company_id, id, source, source_id, 'order', source_id,
        reference_number, 'SEK', 100,
        case when id % 3 = 0 then '2025-04-05' when id % 3 = 1 then '2025-05-05'
             else '2025-06-05' end::date, now(), status
      from sync_entries where subscription_id = ${shop.id}`);
    const inputs = await get<RoiInputs>(`/api/kpis/roi-inputs/?company=${company}`);
    expect(inputs.orders_per_month).toBe(Math.round((90 / 72) * (365 / 12)));
    const shopify = inputs.plans.find((p) => p.slug === 'shopify');
    expect(inputs.plans.length).toBeGreaterThan(0);
    expect(inputs.current_monthly).toBe(shopify?.monthly ?? null);
    const none = await get<RoiInputs>('/api/kpis/roi-inputs/');
    expect(none).toMatchObject({ orders_per_month: null, current_monthly: null });
    const outside = await call(t.app, {
      url: `/api/kpis/roi-inputs/?company=${w.outside.id}`,
      key: w.keys.master,
    });
    expect(outside.statusCode).toBe(404);
  });
});
