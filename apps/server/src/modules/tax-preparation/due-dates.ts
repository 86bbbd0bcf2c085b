import type { VatFrequency } from '@portal/contracts/schemas/tax-preparation';
import { addDays } from './fiscal-year';

/**
 * Skatteverket's deadlines as ADR 034 records them: a VAT return of a month or quarter is due
 * the 12th of the second month after the period (the 17th when that month is January or
 * August); a yearly VAT return the 26th of the second month after the fiscal year; the income
 * tax return of an aktiebolag filed electronically by its accountant by the fiscal year's end
 * month. A deadline on a Saturday, Sunday or public holiday moves to the next working day.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * Swedish public holidays that can fall on a weekday, and the eves the law on deadlines treats
 * like them (midsummer, Christmas and New Year's Eve).
 */
export function swedishHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  // midsummer eve: the Friday between 19 and 25 June
  let midsummer = `${year}-06-19`;
  while (new Date(`${midsummer}T00:00:00Z`).getUTCDay() !== 5) midsummer = addDays(midsummer, 1);
  return new Set([
    `${year}-01-01`,
    `${year}-01-06`,
    addDays(easter, -2),
    addDays(easter, 1),
    `${year}-05-01`,
    addDays(easter, 39),
    `${year}-06-06`,
    midsummer,
    `${year}-12-24`,
    `${year}-12-25`,
    `${year}-12-26`,
    `${year}-12-31`,
  ]);
}

export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !swedishHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day itself when it is a working day, else the next one. */
export function nextWorkingDay(day: string): string {
  let current = day;
  while (!isWorkingDay(current)) current = addDays(current, 1);
  return current;
}

/** Month `month` (1–12) of `year` moved by `months`. */
function monthAfter(year: number, month: number, months: number) {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** When the VAT return of a period ending on `periodEnd` is due. */
export function vatDueDate(periodEnd: string, frequency: VatFrequency): string {
  const due = monthAfter(Number(periodEnd.slice(0, 4)), Number(periodEnd.slice(5, 7)), 2);
  const day = frequency === 'yearly' ? 26 : due.month === 1 || due.month === 8 ? 17 : 12;
  return nextWorkingDay(`${due.year}-${pad(due.month)}-${pad(day)}`);
}

/** When the income tax return (INK2, e-filed) of a fiscal year ending on `last` is due. */
export function incomeTaxDueDate(last: string): string {
  const year = Number(last.slice(0, 4));
  const month = Number(last.slice(5, 7));
  const due =
    month <= 4
      ? `${year}-12-15`
      : month <= 6
        ? `${year + 1}-01-15`
        : month <= 8
          ? `${year + 1}-04-01`
          : `${year + 1}-08-01`;
  return nextWorkingDay(due);
}
