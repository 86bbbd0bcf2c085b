import type { TaxReturn } from '@portal/contracts/schemas/tax-preparation';
import type { TFunction } from 'i18next';

/** Days and kronor in the reader's language. */
export function formatters(language: string) {
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  return {
    day: (value: string | null) => (value ? dayFormat.format(new Date(`${value}T12:00:00Z`)) : '–'),
    kr: (amount: string) => money.format(Number(amount)),
  };
}

const monthsIn = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
  Number(end.slice(5, 7)) -
  Number(start.slice(5, 7)) +
  1;

/** "november 2026", "Kvartal 4 2025" or "Räkenskapsår 2025" (a broken one "2024/25"). */
export function periodLabel(
  t: TFunction,
  language: string,
  r: Pick<TaxReturn, 'period_start' | 'period_end'>,
): string {
  const months = monthsIn(r.period_start, r.period_end);
  const startMonth = Number(r.period_start.slice(5, 7));
  if (months === 1)
    return new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${r.period_start}T12:00:00Z`));
  if (months === 3 && (startMonth - 1) % 3 === 0)
    return t('preparation.tax.period_quarter', {
      quarter: (startMonth + 2) / 3,
      year: r.period_start.slice(0, 4),
    });
  const end = r.period_end.slice(0, 4);
  const label = r.period_end.slice(5) === '12-31' ? end : `${Number(end) - 1}/${end.slice(2)}`;
  return t('preparation.tax.period_year', { label });
}
