import { ReconciliationQuery } from '@portal/contracts/schemas/reconciliation';

/** A report month, YYYY-MM. */
export type Month = string;

export function isMonth(value: string | null | undefined): value is Month {
  return !!value && ReconciliationQuery.shape.month.safeParse(value).success;
}

export function monthOf(date: Date): Month {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months after `month` (before when negative). */
export function shiftMonth(month: Month, delta: number): Month {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months up to and including `latest`, newest first. */
export function recentMonths(latest: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(latest, -i));
}

/** Every day of the month, YYYY-MM-DD. */
export function daysOf(month: Month): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** "november 2026" in sv, "November 2026" in en. */
export function monthLabel(month: Month, locale: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}
