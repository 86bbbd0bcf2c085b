import type { TaxReturnKind, VatFrequency } from '@portal/contracts/schemas/tax-preparation';
import { incomeTaxDueDate, vatDueDate } from './due-dates';
import { fiscalYearRange, lastDayOfMonth } from './fiscal-year';

export interface TaxSettings {
  vatFrequency: VatFrequency;
  fiscalYearEndMonth: number;
}

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  vatFrequency: 'quarterly',
  fiscalYearEndMonth: 12,
};

export interface ReturnPeriod {
  kind: TaxReturnKind;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A client's VAT periods in the calendar years given: months or quarters of the calendar, or
 * (yearly) the fiscal years ending in those years.
 */
export function vatPeriods(settings: TaxSettings, years: number[]): ReturnPeriod[] {
  const { vatFrequency, fiscalYearEndMonth } = settings;
  const periods: ReturnPeriod[] = [];
  for (const year of years) {
    if (vatFrequency === 'yearly') {
      const range = fiscalYearRange(year, fiscalYearEndMonth);
      periods.push({
        kind: 'vat',
        periodStart: range.start,
        periodEnd: range.last,
        dueDate: vatDueDate(range.last, 'yearly'),
      });
      continue;
    }
    const length = vatFrequency === 'monthly' ? 1 : 3;
    for (let month = 1; month <= 12; month += length) {
      const periodEnd = lastDayOfMonth(year, month + length - 1);
      periods.push({
        kind: 'vat',
        periodStart: `${year}-${pad(month)}-01`,
        periodEnd,
        dueDate: vatDueDate(periodEnd, vatFrequency),
      });
    }
  }
  return periods;
}

/** The income tax returns of the fiscal years ending in the years given. */
export function incomePeriods(settings: TaxSettings, years: number[]): ReturnPeriod[] {
  return years.map((year) => {
    const range = fiscalYearRange(year, settings.fiscalYearEndMonth);
    return {
      kind: 'income' as const,
      periodStart: range.start,
      periodEnd: range.last,
      dueDate: incomeTaxDueDate(range.last),
    };
  });
}

export function expectedReturns(settings: TaxSettings, years: number[]): ReturnPeriod[] {
  return [...vatPeriods(settings, years), ...incomePeriods(settings, years)];
}

interface Existing {
  kind: string;
  periodStart: string;
  periodEnd: string;
}

const overlaps = (a: Existing, b: Existing) =>
  a.kind === b.kind && a.periodStart <= b.periodEnd && b.periodStart <= a.periodEnd;

/**
 * The expected periods no return covers yet. A period overlapping a return kept from another
 * VAT frequency (one in progress or filed) is not made again: the return in hand covers it.
 */
export function missingPeriods(expected: ReturnPeriod[], existing: Existing[]): ReturnPeriod[] {
  return expected.filter((period) => !existing.some((row) => overlaps(row, period)));
}

/** Whether a return is one the settings would make (its kind's period and boundaries). */
export function fitsSettings(row: Existing, settings: TaxSettings, years: number[]): boolean {
  const expected =
    row.kind === 'vat' ? vatPeriods(settings, years) : incomePeriods(settings, years);
  return expected.some((p) => p.periodStart === row.periodStart && p.periodEnd === row.periodEnd);
}
