import {
  actualsOf,
  isFlagged,
  isWithin,
  natureOf,
  percentOf,
  type AnalysisInput,
  type CellFigures,
  type RowFigures,
} from './budget-analysis';

/**
 * The analysis's rows: each budgeted account by period, then its BAS group's subtotal; the
 * threshold keeps the accounts with an item at or beyond it (and their groups). Accuracy counts
 * each account × period that is over and has a budget; within 10 % of it counts as accurate.
 */
export interface VarianceResult {
  rows: RowFigures[];
  accuracy: { items: number; within: number; percent: number | null; flagged: number };
  chart: {
    period: number;
    revenueBudget: number;
    revenueActual: number | null;
    costBudget: number;
    costActual: number | null;
  }[];
  result: { budget: number; actual: number | null; projection: number };
}

const sumOrNull = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((s, v) => s + (v ?? 0), 0) : null;

function rowOf(kind: RowFigures['kind'], account: number, cells: CellFigures[]): RowFigures {
  const known = cells.filter((c) => c.actual !== null);
  const actual = sumOrNull(known.map((c) => c.actual));
  const budgetToDate = known.reduce((s, c) => s + (c.budget ?? 0), 0);
  const variance = actual === null ? null : actual - budgetToDate;
  const percent = variance === null ? null : percentOf(variance, budgetToDate);
  const budget = cells.reduce((s, c) => s + (c.budget ?? 0), 0);
  const ahead = cells.filter((c) => c.actual === null).reduce((s, c) => s + (c.budget ?? 0), 0);
  return {
    kind,
    account,
    group: String(account).slice(0, 2),
    nature: natureOf(account),
    cells,
    budget,
    actual,
    variance,
    percent,
    projection: (actual ?? 0) + ahead,
    flagged: cells.some((c) => c.flagged),
  };
}

function cellOf(
  period: number,
  budget: number | null,
  actual: number | null,
  input: AnalysisInput,
) {
  const variance = actual === null ? null : actual - (budget ?? 0);
  const percent = variance === null || budget === null ? null : percentOf(variance, budget);
  return {
    period,
    budget,
    actual,
    variance,
    percent,
    flagged: isFlagged(input.threshold, variance, percent),
    within: budget === null || actual === null ? null : isWithin(budget, actual),
  };
}

export function budgetVariance(input: AnalysisInput): VarianceResult {
  const actuals = actualsOf(input);
  const budgets = new Map(input.lines.map((l) => [`${l.account}:${l.period}`, l.amount]));
  const accounts = [...new Set(input.lines.map((l) => l.account))].sort((a, b) => a - b);
  const accountRows = accounts.map((account) =>
    rowOf(
      'account',
      account,
      input.periods.map((p) =>
        cellOf(
          p.period,
          budgets.get(`${account}:${p.period}`) ?? null,
          actuals.get(`${account}:${p.period}`) ?? null,
          input,
        ),
      ),
    ),
  );

  const rows: RowFigures[] = [];
  const groups = [...new Set(accountRows.map((r) => r.group))];
  for (const group of groups) {
    const members = accountRows.filter((r) => r.group === group);
    const shown = members.filter((r) => input.threshold === 'all' || r.flagged);
    if (!shown.length) continue;
    const cells = input.periods.map((p, i) => {
      const budget = sumOrNull(members.map((r) => r.cells[i]!.budget));
      const actual = sumOrNull(members.map((r) => r.cells[i]!.actual));
      return cellOf(p.period, budget, actual, input);
    });
    rows.push(...shown, rowOf('group', Number(group) * 100, cells));
  }

  const items = accountRows.flatMap((r) => r.cells).filter((c) => c.within !== null);
  const within = items.filter((c) => c.within).length;
  const byNature = (nature: 'revenue' | 'cost', i: number, field: 'budget' | 'actual') =>
    sumOrNull(accountRows.filter((r) => r.nature === nature).map((r) => r.cells[i]![field]));
  const chart = input.periods.map((p, i) => ({
    period: p.period,
    revenueBudget: byNature('revenue', i, 'budget') ?? 0,
    revenueActual: byNature('revenue', i, 'actual'),
    costBudget: byNature('cost', i, 'budget') ?? 0,
    costActual: byNature('cost', i, 'actual'),
  }));
  const signed = (r: RowFigures, v: number) => (r.nature === 'revenue' ? v : -v);
  const known = accountRows.some((r) => r.actual !== null);
  return {
    rows,
    accuracy: {
      items: items.length,
      within,
      percent: items.length ? (within / items.length) * 100 : null,
      flagged: accountRows.flatMap((r) => r.cells).filter((c) => c.flagged).length,
    },
    chart,
    result: {
      budget: accountRows.reduce((s, r) => s + signed(r, r.budget), 0),
      actual: known ? accountRows.reduce((s, r) => s + signed(r, r.actual ?? 0), 0) : null,
      projection: accountRows.reduce((s, r) => s + signed(r, r.projection), 0),
    },
  };
}
