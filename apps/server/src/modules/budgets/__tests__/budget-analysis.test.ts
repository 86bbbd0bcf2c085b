import type { BudgetAnalysis } from '@portal/contracts/schemas/budgets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { budgetAnalysis } from '../budget-analysis.service';
import { ledgerYear, planningWorld, writeYears } from './planning-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof planningWorld>>;
let monthly: number;
let annual2025: number;

const kr = (n: number) => n * 100;
const each = (amount: string) => Array.from({ length: 12 }, () => amount);

async function analysis(id: number, threshold: string, key = w.keys.master) {
  const res = await call(t.app, {
    url: `/api/budgets/${id}/analysis/?company=${w.client.id}&threshold=${threshold}`,
    key,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BudgetAnalysis>();
}

const accountsOf = (a: BudgetAnalysis) =>
  a.rows.filter((r) => r.kind === 'account').map((r) => r.account);
const rowOf = (a: BudgetAnalysis, account: number) =>
  a.rows.find((r) => r.account === account && r.kind === 'account')!;

beforeAll(async () => {
  t = await createTestApp();
  // 15 April 2026: January to March are over, April is not
  t.clock.set(new Date('2026-04-15T10:00:00Z'));
  w = await planningWorld(t, 'ana');
  await writeYears(t, w.client.id, [
    ledgerYear('2025-01-01', '2025-12-31', {
      '2025-03': [
        [3010, -kr(1_000_000)],
        [5010, kr(240_000)],
      ],
    }),
    ledgerYear('2026-01-01', '2026-12-31', {
      '2026-01': [
        [3010, -kr(105_000)],
        [5010, kr(20_000)],
        [6110, kr(1_000)],
      ],
      '2026-02': [
        [3010, -kr(85_000)],
        [5010, kr(20_000)],
        [6110, kr(3_000)],
      ],
      '2026-03': [
        [3010, -kr(101_000)],
        [5010, kr(20_000)],
        [6110, kr(1_000)],
      ],
      '2026-04': [[3010, -kr(400_000)]],
    }),
  ]);
  const create = async (body: object) => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/budgets/?company=${w.client.id}`,
      key: w.keys.master,
      payload: body,
    });
    return res.json<{ id: number }>().id;
  };
  const fill = (id: number, lines: object[]) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/budgets/${id}/lines/?company=${w.client.id}`,
      key: w.keys.master,
      payload: { lines },
    });
  monthly = await create({ name: 'Månadsbudget', year: 2026, type: 'monthly' });
  await fill(monthly, [
    { account: 3010, amounts: each('100000') },
    { account: 5010, amounts: each('20000') },
    { account: 6110, amounts: each('1000') },
  ]);
  annual2025 = await create({ name: 'Helår 2025', year: 2025, type: 'annual' });
  await fill(annual2025, [
    { account: 3010, amounts: ['1100000'] },
    { account: 5010, amounts: ['240000'] },
  ]);
});
afterAll(() => t.close());

describe('budget vs actual', () => {
  it('shows actuals for the months that are over and the budget for the rest', async () => {
    const a = await analysis(monthly, 'all');
    expect(a.periods.map((p) => p.elapsed)).toEqual([true, true, true, ...Array(9).fill(false)]);
    const sales = rowOf(a, 3010);
    expect(
      sales.cells.slice(0, 4).map((c) => [c.budget, c.actual, c.variance, c.variance_percent]),
    ).toEqual([
      ['100000.00', '105000.00', '5000.00', '5.0'],
      ['100000.00', '85000.00', '-15000.00', '-15.0'],
      ['100000.00', '101000.00', '1000.00', '1.0'],
      // April's 400 000 kr is booked, but April is not over
      ['100000.00', null, null, null],
    ]);
    expect(sales).toMatchObject({
      nature: 'revenue',
      budget: '1200000.00',
      actual: '291000.00',
      variance: '-9000.00',
      variance_percent: '-3.0',
      // actual to date + budget for May… and April
      projection: '1191000.00',
    });
    expect(rowOf(a, 5010)).toMatchObject({
      nature: 'cost',
      actual: '60000.00',
      projection: '240000.00',
    });
    // the year's result: revenue less costs
    expect(a.result).toEqual({ budget: '948000.00', actual: '226000.00', projection: '937000.00' });
    expect(a.chart[1]).toEqual({
      period: 2,
      revenue_budget: '100000.00',
      revenue_actual: '85000.00',
      cost_budget: '21000.00',
      cost_actual: '23000.00',
    });
    expect(a.chart[4]!.revenue_actual).toBeNull();
  });

  it('measures accuracy as the share of items within 10 % of their budget', async () => {
    // 9 items (3 accounts × 3 months over): sales in February (−15 %) and
    // office supplies in February (+200 %) are off; the other 7 are within 10 %
    const a = await analysis(monthly, '10');
    expect(a.accuracy).toEqual({ items: 9, within: 7, percent: '77.8', flagged: 2 });
  });

  it('keeps the accounts with an item at or beyond the threshold, with their group totals', async () => {
    const shown = async (threshold: string) => accountsOf(await analysis(monthly, threshold));
    expect(await shown('all')).toEqual([3010, 5010, 6110]);
    expect(await shown('5')).toEqual([3010, 6110]); // January's +5.0 % counts at 5
    expect(await shown('15')).toEqual([3010, 6110]);
    expect(await shown('20')).toEqual([6110]);
    const a = await analysis(monthly, '20');
    expect(a.rows.map((r) => [r.kind, r.account])).toEqual([
      ['account', 6110],
      ['group', 6100],
    ]);
    expect(a.rows[1]).toMatchObject({ name: '61xx', budget: '12000.00', actual: '5000.00' });
    const cells = rowOf(a, 6110).cells;
    expect(cells.map((c) => c.flagged).slice(0, 3)).toEqual([false, true, false]);
  });

  it('compares a past year whole, and is the same object for the scheduled reports', async () => {
    const a = await analysis(annual2025, '10');
    expect(a.periods).toEqual([
      { period: 1, start: '2025-01-01', end: '2025-12-31', elapsed: true },
    ]);
    expect(a.accuracy).toEqual({ items: 2, within: 2, percent: '100.0', flagged: 0 });
    expect(a.rows).toEqual([]);
    const direct = await budgetAnalysis(t.ctx.db, w.client.id, annual2025, '10', t.clock.now());
    expect(direct).toEqual(a);
    await expect(budgetAnalysis(t.ctx.db, w.outside.id, annual2025, '10')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
