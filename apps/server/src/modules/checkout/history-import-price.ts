import { vatOnNet } from '@portal/connectors/money';

/** SPEC §9: importing accounting entries is free for this many days back. */
export const FREE_IMPORT_DAYS = 7;
/** Swedish VAT on the portal's services. */
export const VAT_PERCENT = 25;

const DAY_MS = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The date `months` calendar months after `iso`, clamped to the month's end (31 Jan + 1 → 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(Math.min(day, last), 2)}`;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The first day that is no longer free: today less the free week. */
export function freeFrom(today: string): string {
  return toIso(new Date(toDate(today).getTime() - FREE_IMPORT_DAYS * DAY_MS));
}

/**
 * Whole months started between the start date and the free week's beginning: 23 days before it
 * is one month, a month and a day is two, anything inside the free week is none.
 */
export function importMonths(startDate: string, today: string): number {
  const free = freeFrom(today);
  if (startDate >= free) return 0;
  const [ys, ms] = startDate.split('-').map(Number) as [number, number];
  const [yf, mf] = free.split('-').map(Number) as [number, number];
  // the calendar difference, then at most a step either way for the days of the month
  let months = Math.max(1, (yf - ys) * 12 + (mf - ms));
  while (addMonths(startDate, months) < free) months++;
  while (months > 1 && addMonths(startDate, months - 1) >= free) months--;
  return months;
}

export interface ImportPrice {
  months: number;
  /** öre excluding VAT */
  net: number;
  vat: number;
  /** öre, VAT included: what the card is charged */
  total: number;
}

/** SPEC §9: the monthly subscription cost times the months, plus 25 % VAT. */
export function historyImportPrice(months: number, monthlyNet: number): ImportPrice {
  const net = months * monthlyNet;
  const vat = vatOnNet(net, VAT_PERCENT);
  return { months, net, vat, total: net + vat };
}
