import { ACCURACY_WITHIN_PERCENT, type VarianceThreshold } from '@portal/contracts/schemas/budgets';
import type { BudgetPeriod } from './budget-periods';
import type { LineAmount } from './budget-lines';

/**
 * Budget vs actual, computed from the budget's lines and the ledger's movements per account and
 * month (öre). Amounts read naturally: revenue as credit less debit, costs as debit less credit,
 * so both are positive in an ordinary month and variance = actual − budget.
 */
export type Nature = 'revenue' | 'cost';

/** Revenue (3xxx) and financial income (80xx–83xx) are credit-normal; the rest are costs. */
export const natureOf = (account: number): Nature =>
  (account >= 3000 && account <= 3999) || (account >= 8000 && account <= 8399) ? 'revenue' : 'cost';

export interface MonthMovement {
  /** YYYY-MM */
  month: string;
  account: number;
  debit: number;
  credit: number;
}

export interface CellFigures {
  period: number;
  budget: number | null;
  actual: number | null;
  variance: number | null;
  percent: number | null;
  flagged: boolean;
  within: boolean | null;
}

export interface RowFigures {
  kind: 'account' | 'group';
  account: number;
  group: string;
  nature: Nature;
  cells: CellFigures[];
  budget: number;
  actual: number | null;
  variance: number | null;
  percent: number | null;
  projection: number;
  flagged: boolean;
}

export interface AnalysisInput {
  periods: BudgetPeriod[];
  lines: LineAmount[];
  movements: MonthMovement[];
  /** how the ledger knows the year: monthly (vouchers), as a whole (totals), or not at all */
  detail: 'vouchers' | 'totals' | 'none';
  today: string;
  threshold: VarianceThreshold;
}

export const percentOf = (variance: number, budget: number) =>
  budget === 0 ? null : (variance / Math.abs(budget)) * 100;

export function isFlagged(
  threshold: VarianceThreshold,
  variance: number | null,
  percent: number | null,
) {
  if (threshold === 'all' || variance === null) return false;
  // an actual without a budget is as far off as it gets
  if (percent === null) return variance !== 0;
  return Math.abs(percent) >= Number(threshold);
}

export function isWithin(budget: number, actual: number) {
  return Math.abs(actual - budget) <= (Math.abs(budget) * ACCURACY_WITHIN_PERCENT) / 100;
}

/** Natural actual per account and period, for periods over and known; else absent. */
export function actualsOf(input: AnalysisInput): Map<string, number> {
  const { periods, movements, detail, today } = input;
  const known = (p: BudgetPeriod) =>
    p.end < today && (detail === 'vouchers' || (detail === 'totals' && periods.length === 1));
  const periodOf = new Map<string, number>();
  for (const p of periods) if (known(p)) for (const m of p.months) periodOf.set(m, p.period);
  const out = new Map<string, number>();
  for (const m of movements) {
    const period = periodOf.get(m.month);
    if (period === undefined) continue;
    const sign = natureOf(m.account) === 'revenue' ? -1 : 1;
    const key = `${m.account}:${period}`;
    out.set(key, (out.get(key) ?? 0) + sign * (m.debit - m.credit));
  }
  // a known period without movements on an account: zero, not unknown
  for (const p of periods) {
    if (!known(p)) continue;
    for (const account of new Set(input.lines.map((l) => l.account))) {
      const key = `${account}:${p.period}`;
      if (!out.has(key)) out.set(key, 0);
    }
  }
  return out;
}
