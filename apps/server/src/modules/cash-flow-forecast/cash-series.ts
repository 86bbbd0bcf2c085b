/**
 * The company's cash months from its ledger: money in (debits of 19xx), money out (credits of
 * 19xx), the net change and the balance at the end of each month. Only months of years whose
 * vouchers are kept count: a year known only by its totals has its whole movement in one month.
 */
export interface LedgerYearSpan {
  start: string;
  end: string;
  detail: string;
}

export interface CashTotal {
  /** YYYY-MM-01 */
  month: string;
  debit: number;
  credit: number;
}

export interface CashMonthFigures {
  /** YYYY-MM */
  month: string;
  inflow: number;
  outflow: number;
  net: number;
  balance: number;
}

export const monthKey = (day: string) => day.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months of a year span, YYYY-MM. */
function monthsOf(span: LedgerYearSpan): string[] {
  const out: string[] = [];
  for (let m = monthKey(span.start); m <= monthKey(span.end); m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * The unbroken run of detailed months that ends last, up to the last month that is over (the
 * month before `today`'s) and the last month with cash booked. A gap (a missing year, or one
 * known only by totals) starts it anew.
 */
export function cashMonths(
  years: readonly LedgerYearSpan[],
  totals: readonly CashTotal[],
  openings: ReadonlyMap<string, number>,
  today: string,
): { months: CashMonthFigures[]; opening: number } {
  const lastOver = addMonths(monthKey(today), -1);
  const byMonth = new Map(totals.map((t) => [monthKey(t.month), t]));
  const sorted = [...years].sort((a, b) => a.start.localeCompare(b.start));
  let run: { start: string; months: string[] } | null = null;
  let expected: string | null = null;
  for (const year of sorted) {
    const months = monthsOf(year).filter((m) => m <= lastOver);
    if (!months.length) break;
    const joins = run !== null && expected === months[0];
    if (year.detail !== 'vouchers') {
      run = null;
    } else if (joins) {
      run!.months.push(...months);
    } else {
      run = { start: year.start, months };
    }
    expected = addMonths(months[months.length - 1]!, 1);
  }
  // months not booked yet at the end of a year (a file exported in May) are not quiet months
  while (run && run.months.length && !byMonth.has(run.months.at(-1)!)) run.months.pop();
  if (!run?.months.length) return { months: [], opening: 0 };
  const opening = openings.get(run.start) ?? 0;
  let balance = opening;
  const months = run.months.map((month) => {
    const t = byMonth.get(month);
    const inflow = t?.debit ?? 0;
    const outflow = t?.credit ?? 0;
    balance += inflow - outflow;
    return { month, inflow, outflow, net: inflow - outflow, balance };
  });
  return { months, opening };
}
