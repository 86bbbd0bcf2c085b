import type { AppLocale } from '@portal/contracts/i18n/resources';

/*
 * What a scheduled report shows, apart from how: the PDF and XLSX renderers draw this, and the
 * adapters fill it from the statements and the budget analysis.
 */

/** Amounts are öre; percentages are percent (12.5 is 12.5 %). */
export type CellValue = string | number | null;

export interface ReportColumn {
  header: string;
  kind: 'text' | 'amount' | 'percent';
}

/** heading: a group's name; subtotal and total are shown bold, a total with a rule above it. */
export type RowStyle = 'normal' | 'heading' | 'subtotal' | 'total';

export interface ReportRow {
  cells: CellValue[];
  style?: RowStyle;
  /** levels of indentation of the first cell */
  indent?: number;
}

export interface ReportTable {
  title: string;
  /** a line under the title, e.g. that a year is known only by its totals */
  note?: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

export interface ReportDocument {
  locale: AppLocale;
  title: string;
  subtitle?: string;
  company: string;
  /** as shown, e.g. "2026-10-01 – 2026-10-31" */
  period: string;
  generatedAt: Date;
  sections: ReportTable[];
}

const NUMBER_LOCALE: Record<AppLocale, string> = { sv: 'sv-SE', en: 'en-GB' };

const amountFormats = new Map<AppLocale, Intl.NumberFormat>();
const percentFormats = new Map<AppLocale, Intl.NumberFormat>();

/** Characters the standard PDF fonts have: a plain minus, no narrow spaces. */
const plainDigits = (text: string) => text.replace(/\u2212/g, '-').replace(/\u202f/g, '\u00a0');

/** Öre as kronor with two decimals: "1 234,50" (sv-SE), "1,234.50" (en-GB). */
export function formatAmount(ore: number, locale: AppLocale): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amountFormats.set(locale, format);
  }
  return plainDigits(format.format(ore / 100));
}

/** "12,5 %" (sv-SE), "12.5%" (en-GB). */
export function formatPercent(percent: number, locale: AppLocale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    percentFormats.set(locale, format);
  }
  return plainDigits(format.format(percent / 100));
}

export function cellText(value: CellValue, column: ReportColumn, locale: AppLocale): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (column.kind === 'amount') return formatAmount(value, locale);
  if (column.kind === 'percent') return formatPercent(value, locale);
  return String(value);
}
