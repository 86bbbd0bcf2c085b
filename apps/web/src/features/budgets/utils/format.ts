import type { BudgetType } from '@portal/contracts/schemas/budgets';
import type { TFunction } from 'i18next';

/** Kronor, percents and days in the reader's language. */
export function budgetFormat(language: string) {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'SEK',
    maximumFractionDigits: 0,
  });
  const exact = new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const share = new Intl.NumberFormat(language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    /** whole kronor: budgets are planned in them */
    kr: (amount: string | null) => (amount === null ? '–' : money.format(Number(amount))),
    exact: (amount: string | null) => (amount === null ? '–' : exact.format(Number(amount))),
    /** an amount as typed in the grid, grouped but without the currency */
    plain: (amount: string) => number.format(Number(amount)),
    /** a variance: signed */
    percent: (value: string | null) =>
      value === null ? '–' : `${percent.format(Number(value))} %`,
    /** a share of a whole: unsigned */
    share: (value: string | null) => (value === null ? '–' : `${share.format(Number(value))} %`),
    day: (value: string) => day.format(new Date(`${value}T12:00:00Z`)),
  };
}

export type BudgetFormat = ReturnType<typeof budgetFormat>;

/** A period's column heading: "jan", "K2" or "Helår". */
export function periodLabel(
  t: TFunction,
  language: string,
  type: BudgetType,
  period: number,
  yearStart: string,
): string {
  if (type === 'annual') return t('planning.grid.period.annual');
  if (type === 'quarterly') return t('planning.grid.period.quarterly', { n: period });
  const month = new Date(`${yearStart}T12:00:00Z`);
  month.setUTCMonth(month.getUTCMonth() + period - 1);
  const name = new Intl.DateTimeFormat(language, {
    month: 'short',
    timeZone: 'UTC',
    ...(yearStart.slice(5, 7) === '01' ? {} : { year: '2-digit' }),
  }).format(month);
  return t('planning.grid.period.monthly', { month: name });
}

/** "12 500,50" or "12500.50" as typed → "12500.50" for the API; null when it is no amount. */
export function toAmount(text: string): string | null | undefined {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\u2212/, '-');
  if (plain === '') return null;
  if (!/^-?\d{1,12}(?:[.,]\d{1,2})?$/.test(plain)) return undefined;
  return plain.replace(',', '.');
}
