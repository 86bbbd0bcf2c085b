import { PERIODS_OF, type BudgetType } from '@portal/contracts/schemas/budgets';

/**
 * A budget year and its periods. The year is the company's financial year that starts in the
 * budget's year (a year of July–June budgets as 2025 when it starts in July 2025), or January to
 * December when the ledger knows no such year; periods are its months, quarters, or the whole.
 */
export interface YearSpan {
  start: string;
  end: string;
  detail: string;
}

export interface BudgetPeriod {
  period: number;
  start: string;
  end: string;
  /** YYYY-MM of each month in it */
  months: string[];
}

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The ledger's year starting in `year`, else the calendar year (detail "none": no ledger). */
export function budgetYear(years: readonly YearSpan[], year: number): YearSpan {
  const found = years.find((y) => y.start.startsWith(`${year}-`));
  return found ?? { start: `${year}-01-01`, end: `${year}-12-31`, detail: 'none' };
}

/** Twelve months from the year's start, cut into the type's periods. */
export function periodsOf(type: BudgetType, yearStart: string): BudgetPeriod[] {
  const count = PERIODS_OF[type];
  const size = 12 / count;
  const first = yearStart.slice(0, 7);
  return Array.from({ length: count }, (_, i) => {
    const months = Array.from({ length: size }, (_, j) => addMonths(first, i * size + j));
    return { period: i + 1, start: `${months[0]}-01`, end: lastDay(months.at(-1)!), months };
  });
}
