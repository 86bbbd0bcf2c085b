import { addMonths, daysIn, monthEnd, monthStart, yearHolding } from '../financial-reports/period';
import type { LedgerYearRow } from '../financial-reports/period';
import type { KpiSpan } from './kpi.repository';

/*
 * Which months a company's KPIs sum (ADR 037): the latest financial year up to today's month,
 * whole months; the cash burn over the 3 months up to it, within years whose vouchers are here.
 */

export const BURN_MONTHS = 3;

export interface CompanySpan {
  span: KpiSpan;
  /** the days the span stands for: to today within the month in progress */
  days: number;
  burnMonths: number;
  period: { from: string; to: string };
}

const months = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** The first month of the burn window: 3 back, not before a year known only by totals. */
function burnStart(years: LedgerYearRow[], month: string): string {
  const holder = yearHolding(years, month)!;
  if (holder.detail === 'totals') return monthStart(holder.start);
  let first = addMonths(month, -(BURN_MONTHS - 1));
  for (let m = month; m >= first; m = addMonths(m, -1)) {
    const year = yearHolding(years, m);
    if (!year || year.detail === 'totals') {
      first = addMonths(m, 1);
      break;
    }
  }
  return first;
}

function spanOf(
  key: number,
  companyId: number,
  years: LedgerYearRow[],
  from: string,
  asOf: string,
) {
  const to = monthStart(asOf);
  const burnFrom = burnStart(years, to);
  const span: KpiSpan = {
    key,
    companyId,
    yearStart: yearHolding(years, to)!.start,
    from: monthStart(from),
    to,
    burnFrom,
  };
  return {
    span,
    days: daysIn({ from, to: asOf }),
    burnMonths: months(burnFrom, to),
    period: { from, to: asOf },
  };
}

/**
 * The latest year to `today` (all of it when past); null when that year is known only by its
 * totals and not yet over, so that its months cannot be told.
 */
export function latestSpan(
  key: number,
  companyId: number,
  years: LedgerYearRow[],
  today: string,
): CompanySpan | null {
  const latest = years[years.length - 1]!;
  const asOf = today < latest.start ? latest.end : today > latest.end ? latest.end : today;
  if (latest.detail === 'totals' && asOf !== latest.end) return null;
  return spanOf(key, companyId, years, latest.start, asOf);
}

/** One span per month of the trend, `count` months up to `asOf`, months with vouchers only. */
export function trendSpans(
  companyId: number,
  years: LedgerYearRow[],
  asOf: string,
  count: number,
): CompanySpan[] {
  const spans: CompanySpan[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const month = addMonths(asOf, -i);
    const year = yearHolding(years, month);
    if (!year || year.detail === 'totals') continue;
    const last = i === 0 ? asOf : monthEnd(month);
    spans.push(spanOf(spans.length, companyId, years, month, last));
  }
  return spans;
}
