import { swedishHolidays } from '../tax-preparation/due-dates';
import { addDays } from './ledger-window';

const holidays = new Map<number, Set<string>>();

/** A weekday that is no Swedish public holiday (nor midsummer, Christmas or New Year's Eve). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  let set = holidays.get(year);
  if (!set) holidays.set(year, (set = swedishHolidays(year)));
  return !set.has(day);
}

/** Swedish bank days from `from` (exclusive) to `to` (inclusive); payouts follow them. */
export function bankDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(day)) count += 1;
  }
  return count;
}

/** The `n`-th bank day after `from`. */
export function bankDayAfter(from: string, n: number): string {
  let day = from;
  for (let left = Math.max(1, Math.round(n)); left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The last bank day before `date`. */
export function bankDayBefore(date: string): string {
  let day = addDays(date, -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}
