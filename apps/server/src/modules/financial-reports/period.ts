import { isRealDate } from '@portal/contracts/validation';
import { fieldError } from '../../http/http-error';

/*
 * Periods of a statement (ADR 037): bounds given as months or days, checked against the
 * ledger's financial years, and the same period a year earlier for the comparison column.
 */

export interface LedgerYearRow {
  start: string;
  end: string;
  /** vouchers: every voucher is here; totals: only the year's #IB, #UB and #RES */
  detail: 'vouchers' | 'totals';
}

export interface Period {
  from: string;
  to: string;
}

const day = (value: string) => new Date(`${value}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(value: string, days: number): string {
  const date = day(value);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

export const monthStart = (value: string) => `${value.slice(0, 7)}-01`;

export function monthEnd(value: string): string {
  const date = day(monthStart(value));
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return iso(date);
}

export function addMonths(value: string, months: number): string {
  const date = day(monthStart(value));
  date.setUTCMonth(date.getUTCMonth() + months);
  return iso(date);
}

/** Days from `from` to `to`, both counted. */
export const daysIn = (period: Period) =>
  Math.round((day(period.to).getTime() - day(period.from).getTime()) / 86_400_000) + 1;

/** "2024-03" → 2024-03-01 (from) or 2024-03-31 (to); a day stays itself. */
export function parseBound(value: string, side: 'from' | 'to'): string {
  const text = value.trim();
  if (/^\d{4}-\d{2}$/.test(text) && isRealDate(`${text}-01`)) {
    return side === 'from' ? `${text}-01` : monthEnd(`${text}-01`);
  }
  if (isRealDate(text)) return text;
  throw fieldError('validation_error', side, 'financials.errors.bound', { value: text });
}

export function yearHolding(years: LedgerYearRow[], date: string): LedgerYearRow | undefined {
  return years.find((y) => y.start <= date && date <= y.end);
}

/** The latest financial year up to today (all of it when today is past its end). */
export function defaultPeriod(years: LedgerYearRow[], today: string): Period {
  const latest = years[years.length - 1]!;
  const to = today < latest.start ? latest.end : today > latest.end ? latest.end : today;
  return { from: latest.start, to };
}

/** The period asked for, or the default; refused when backwards or outside the ledger. */
export function resolvePeriod(
  years: LedgerYearRow[],
  query: { from?: string; to?: string },
  today: string,
): Period {
  const fallback = defaultPeriod(years, today);
  const from = query.from ? parseBound(query.from, 'from') : null;
  const to = query.to ? parseBound(query.to, 'to') : null;
  const period: Period = {
    from: from ?? (to ? (yearHolding(years, to)?.start ?? fallback.from) : fallback.from),
    to: to ?? (from ? (yearHolding(years, from)?.end ?? fallback.to) : fallback.to),
  };
  if (period.from > period.to) {
    throw fieldError('validation_error', 'to', 'financials.errors.order', { ...period });
  }
  const first = years[0]!.start;
  const last = years[years.length - 1]!.end;
  for (const side of ['from', 'to'] as const) {
    if (!yearHolding(years, period[side])) {
      throw fieldError('validation_error', side, 'financials.errors.outside_ledger', {
        first,
        last,
      });
    }
  }
  return period;
}

/** The same period a year earlier: a month's last day stays a month's last day. */
export function previousYear(period: Period): Period {
  const back = (value: string) => {
    const shifted = `${Number(value.slice(0, 4)) - 1}${value.slice(4, 7)}-01`;
    const last = value === monthEnd(value);
    const wanted = Number(value.slice(8, 10));
    const end = monthEnd(shifted);
    return last || wanted > Number(end.slice(8, 10))
      ? end
      : `${shifted.slice(0, 8)}${value.slice(8)}`;
  };
  return { from: back(period.from), to: back(period.to) };
}

/** Whether every day of the period lies in a financial year of the ledger. */
export function withinLedger(years: LedgerYearRow[], period: Period): boolean {
  return !!yearHolding(years, period.from) && !!yearHolding(years, period.to);
}

/**
 * A year known only by its totals has all its movement in its last month, so a part of it
 * cannot be told: the first such year the period cuts, if any.
 */
export function cutTotalsYear(years: LedgerYearRow[], period: Period): LedgerYearRow | undefined {
  return years.find(
    (y) =>
      y.detail === 'totals' &&
      y.start <= period.to &&
      y.end >= period.from &&
      (period.from > y.start || period.to < y.end),
  );
}

/** The first year without vouchers the period touches (no cash flows by counter-account). */
export function totalsYearIn(years: LedgerYearRow[], period: Period): LedgerYearRow | undefined {
  return years.find((y) => y.detail === 'totals' && y.start <= period.to && y.end >= period.from);
}

/**
 * The period as whole months (first days, both included) and the days before and after them,
 * so sums use the month totals and read transactions only for the cut months at the edges.
 */
export function splitByMonths(period: Period): {
  months: Period | null;
  edges: Period[];
} {
  const { from, to } = period;
  const firstWhole = from === monthStart(from) ? from : addMonths(from, 1);
  const lastWhole = to === monthEnd(to) ? monthStart(to) : addMonths(to, -1);
  if (firstWhole > lastWhole) return { months: null, edges: [period] };
  const edges: Period[] = [];
  if (from < firstWhole) edges.push({ from, to: addDays(firstWhole, -1) });
  if (to > monthEnd(lastWhole)) edges.push({ from: monthStart(to), to });
  return { months: { from: firstWhole, to: lastWhole }, edges };
}
