import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { vatReport } from '../../reports/vat.service';
import { book, firmWorld } from './firm-fixture';

let t: TestApp;
let w: Awaited<ReturnType<typeof firmWorld>>;

interface Return {
  id: number;
  company: number;
  kind: string;
  period_start: string;
  period_end: string;
  due_date: string;
  status: string;
  due_soon: boolean;
  overdue: boolean;
  days_left: number;
}
interface Page {
  count: number;
  results: Return[];
  counts: { due_soon: number; overdue: number; filed: number };
}

const get = (url: string, key = w.keys.master) => call(t.app, { url, key });
const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: object,
  key = w.keys.master,
) => call(t.app, { method, url, key, payload, lang: 'en' });
const returns = async (query: string, key = w.keys.master) => {
  const res = await get(`/api/tax-preparation/returns/?limit=500&${query}`, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const vatOf = async (company: number, start: string) =>
  (await returns(`company=${company}&kind=vat`)).results.find((r) => r.period_start === start)!;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-27T09:00:00Z'));
  w = await firmWorld(t, 'tax');
  // Q3 2026: sales at 25 % and 12 %, a refund, a fee with input VAT
  const s = w.shop;
  await book(t, s, '2026-07-03', 'portal:1:shopify:order:1', [
    ['1580', 12_500],
    ['3001', -10_000],
    ['2611', -2_500],
  ]);
  await book(t, s, '2026-08-14', 'portal:1:shopify:order:2', [
    ['1580', 22_400],
    ['3002', -20_000],
    ['2621', -2_400],
  ]);
  await book(t, s, '2026-09-02', 'portal:1:shopify:refund:2', [
    ['3001', 4_000],
    ['2611', 1_000],
    ['1580', -5_000],
  ]);
  await book(t, s, '2026-09-20', 'portal:1:shopify:payout:9', [
    ['1930', 29_025],
    ['6570', 700],
    ['2641', 175],
    ['1580', -29_900],
  ]);
  // October: not in Q3
  await book(t, s, '2026-10-01', 'portal:1:shopify:order:3', [
    ['1580', 6_250],
    ['3001', -5_000],
    ['2611', -1_250],
  ]);
});
afterAll(() => t.close());

describe('tax returns', () => {
  it('makes the periods of the current and previous year once, quarterly by default', async () => {
    const first = await returns(`company=${w.handel.id}`);
    const again = await returns(`company=${w.handel.id}`);
    expect(again.count).toBe(first.count);
    const vat = first.results.filter((r) => r.kind === 'vat');
    expect(vat.map((r) => r.period_start)).toEqual([
      '2025-01-01',
      '2025-04-01',
      '2025-07-01',
      '2025-10-01',
      '2026-01-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
    ]);
    expect(vat.map((r) => r.due_date)).toContain('2026-08-17');
    const income = first.results.filter((r) => r.kind === 'income');
    expect(income.map((r) => [r.period_end, r.due_date])).toEqual([
      ['2025-12-31', '2026-08-03'],
      ['2026-12-31', '2027-08-02'],
    ]);
  });

  it('says what is due within 30 days and what is overdue', async () => {
    // 27 November: Q3 2026 was due 12 November; nothing else falls within 30 days
    const q3 = await vatOf(w.handel.id, '2026-07-01');
    expect(q3).toMatchObject({ overdue: true, due_soon: false, days_left: -15 });
    t.clock.set(new Date('2026-10-20T09:00:00Z'));
    const soon = await returns(`company=${w.handel.id}&due=soon`);
    expect(soon.results.map((r) => r.period_start)).toEqual(['2026-07-01']);
    expect(soon.results[0]).toMatchObject({ due_soon: true, days_left: 23 });
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    const overdue = await returns(`company=${w.handel.id}&due=overdue`);
    expect(overdue.results.every((r) => r.overdue && r.status !== 'filed')).toBe(true);
    expect(overdue.counts.overdue).toBeGreaterThanOrEqual(overdue.count);
  });

  it('reads the VAT of the period as the reports module does, to the öre', async () => {
    const q3 = await vatOf(w.handel.id, '2026-07-01');
    const res = await get(`/api/tax-preparation/returns/${q3.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ figures: Record<string, unknown>; figures_source: string }>();
    const report = await vatReport(t.ctx, w.handel.id, '2026');
    const months = report.months.filter((m) => m.month >= '2026-07' && m.month <= '2026-09');
    const ore = (s: string) => Math.round(Number(s) * 100);
    const sum = (pick: (m: (typeof months)[number]) => string) =>
      months.reduce((total, m) => total + ore(pick(m)), 0);
    const vat25 = months.reduce(
      (total, m) => total + ore(m.rates.find((r) => r.rate === '25')!.vat),
      0,
    );
    expect(vat25).toBe(1_500);
    expect(detail.figures_source).toBe('booked');
    expect(detail.figures).toMatchObject({
      taxable_sales: (sum((m) => m.taxable_sales) / 100).toFixed(2),
      output_vat: '39.00',
      input_vat: '1.75',
      vat_to_pay: '37.25',
      rates: [
        { rate: '25', sales: '60.00', vat: '15.00' },
        { rate: '12', sales: '200.00', vat: '24.00' },
        { rate: '6', sales: '0.00', vat: '0.00' },
      ],
    });
    expect(detail.figures.boxes).toContainEqual({ box: '49', amount: '37.25' });
  });

  it('files a return once its period is over and keeps its figures from later bookings', async () => {
    const q4 = await vatOf(w.handel.id, '2026-10-01');
    const early = await send('POST', `/api/tax-preparation/returns/${q4.id}/file/`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/ends on 2026-12-31/);

    const q3 = await vatOf(w.handel.id, '2026-07-01');
    const stale = await send('POST', `/api/tax-preparation/returns/${q3.id}/file/`, {
      vat_to_pay: '30.00',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/Look at them again/);
    const filed = await send('POST', `/api/tax-preparation/returns/${q3.id}/file/`, {
      vat_to_pay: '37.25',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({
      status: 'filed',
      figures_source: 'filed',
      filed_by: { id: w.master.id },
      figures: { vat_to_pay: '37.25' },
    });

    // a sale booked late into September does not change what was filed
    await book(t, w.shop, '2026-09-29', 'portal:1:shopify:order:late', [
      ['1580', 2_500],
      ['3001', -2_000],
      ['2611', -500],
    ]);
    const after = await get(`/api/tax-preparation/returns/${q3.id}/`);
    expect(after.json()).toMatchObject({ figures: { vat_to_pay: '37.25', output_vat: '39.00' } });
    const report = await vatReport(t.ctx, w.handel.id, '2026');
    expect(report.months.find((m) => m.month === '2026-09')!.rates[0]!.vat).toBe('-5.00');

    for (const [method, url, payload] of [
      ['PATCH', `/api/tax-preparation/returns/${q3.id}/`, { status: 'open' }],
      ['POST', `/api/tax-preparation/returns/${q3.id}/file/`, {}],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('The return is already filed and cannot be changed.');
    }
  });

  it('moves a return between open and in progress, with a note', async () => {
    const q2 = await vatOf(w.handel.id, '2026-04-01');
    const res = await send('PATCH', `/api/tax-preparation/returns/${q2.id}/`, {
      status: 'in_progress',
      note: 'Väntar på underlag',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', note: 'Väntar på underlag' });
    const bad = await send('PATCH', `/api/tax-preparation/returns/${q2.id}/`, { status: 'filed' });
    expect(bad.statusCode).toBe(400);
    expect((await vatOf(w.handel.id, '2026-04-01')).status).toBe('in_progress');
  });

  it('changes a client to monthly VAT: untouched quarters go, kept ones stay', async () => {
    const res = await send('PUT', `/api/tax-preparation/settings/${w.handel.id}/`, {
      vat_frequency: 'monthly',
      fiscal_year_end_month: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vat_frequency: 'monthly', fiscal_year_end_month: 12 });
    const vat = (await returns(`company=${w.handel.id}&kind=vat&ordering=period_start`)).results;
    // Q2 (in progress) and Q3 (filed) 2026 stay; every other period is a month
    expect(
      vat.filter((r) => r.period_end.slice(5, 7) === '06' && r.period_start.endsWith('04-01')),
    ).toHaveLength(1);
    expect(vat.map((r) => `${r.period_start}…${r.period_end}`)).toContain('2026-07-01…2026-09-30');
    expect(vat.filter((r) => r.period_start.startsWith('2026'))).toHaveLength(3 + 2 + 3);
    expect(vat.filter((r) => r.period_start.startsWith('2025'))).toHaveLength(12);
    const december = vat.find((r) => r.period_start === '2026-12-01')!;
    expect(december.due_date).toBe('2027-02-12');

    const invalid = await send('PUT', `/api/tax-preparation/settings/${w.handel.id}/`, {
      vat_frequency: 'weekly',
      fiscal_year_end_month: 13,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'fiscal_year_end_month',
      'vat_frequency',
    ]);
    const settings = await get('/api/tax-preparation/settings/');
    expect(settings.json().results).toEqual([
      expect.objectContaining({ company_name: 'tax Bygg AB', vat_frequency: 'quarterly' }),
      expect.objectContaining({ company_name: 'tax Handel AB', vat_frequency: 'monthly' }),
    ]);
  });

  it('answers 404 for other firms and for clients outside the person’s scope', async () => {
    const q1 = await vatOf(w.handel.id, '2026-01-01');
    for (const key of [w.keys.other, w.keys.partner]) {
      for (const [method, url, payload] of [
        ['GET', `/api/tax-preparation/returns/${q1.id}/`, undefined],
        ['PATCH', `/api/tax-preparation/returns/${q1.id}/`, { status: 'in_progress' }],
        ['POST', `/api/tax-preparation/returns/${q1.id}/file/`, {}],
        [
          'PUT',
          `/api/tax-preparation/settings/${w.handel.id}/`,
          { vat_frequency: 'yearly', fiscal_year_end_month: 6 },
        ],
      ] as const) {
        const res = await call(t.app, { method, url, key, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const list = await returns('', key);
      expect(list.results.some((r) => r.company === w.handel.id)).toBe(false);
    }
    // the partner sees the client assigned to them
    const partner = await returns('', w.keys.partner);
    expect(new Set(partner.results.map((r) => r.company))).toEqual(new Set([w.bygg.id]));
    expect((await vatOf(w.handel.id, '2026-01-01')).status).toBe('open');
    const owner = await get('/api/tax-preparation/returns/', w.keys.owner);
    expect(owner.statusCode).toBe(403);
  });
});
