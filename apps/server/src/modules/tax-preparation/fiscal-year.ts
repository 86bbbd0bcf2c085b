/**
 * Calendar arithmetic on ISO days (YYYY-MM-DD, UTC): fiscal years named by the calendar year
 * they end in, their months, and days added.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The last day of a month (1–12) of a year, YYYY-MM-DD. */
export function lastDayOfMonth(year: number, month: number): string {
  return isoDay(new Date(Date.UTC(year, month, 0)));
}

export interface FiscalYearRange {
  /** the first day */
  start: string;
  /** the day after the last (exclusive) */
  end: string;
  /** the last day: the balance-sheet date */
  last: string;
}

/** Fiscal year `year` of a company whose year ends with month `endMonth` (12: the calendar year). */
export function fiscalYearRange(year: number, endMonth: number): FiscalYearRange {
  const last = lastDayOfMonth(year, endMonth);
  const start = endMonth === 12 ? `${year}-01-01` : `${year - 1}-${pad(endMonth + 1)}-01`;
  return { start, end: addDays(last, 1), last };
}

/** The fiscal year a day falls in. */
export function fiscalYearOf(day: string, endMonth: number): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month > endMonth ? year + 1 : year;
}

/** The months (YYYY-MM) from `start` up to the exclusive `end`. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  while (`${year}-${pad(month)}-01` < end) {
    months.push(`${year}-${pad(month)}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** "2026" for a calendar fiscal year, "2025/26" for a broken one. */
export function fiscalYearLabel(year: number, endMonth: number): string {
  return endMonth === 12 ? String(year) : `${year - 1}/${String(year).slice(2)}`;
}
