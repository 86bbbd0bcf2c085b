/** Calendar arithmetic on YYYY-MM-DD dates, in UTC so no time zone moves a day. */

const DAY = 86_400_000;

const epoch = (date: string) => Date.parse(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number) =>
  new Date(epoch(date) + days * DAY).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday */
export const weekday = (date: string) => new Date(epoch(date)).getUTCDay();

/** Swedish bank holidays on fixed dates (movable feasts are left out) */
const HOLIDAYS = new Set(['01-01', '01-06', '05-01', '06-06', '12-24', '12-25', '12-26', '12-31']);

/** A weekday that is no fixed bank holiday: the days banks and payment providers pay. */
export const isBankDay = (date: string) =>
  weekday(date) >= 1 && weekday(date) <= 5 && !HOLIDAYS.has(date.slice(5));

/** The date itself on a bank day, else the next bank day. */
export function bankDay(date: string): string {
  let day = date;
  while (!isBankDay(day)) day = addDays(day, 1);
  return day;
}

/** The date itself on a bank day, else the one before (salaries are paid before a weekend). */
export function bankDayBefore(date: string): string {
  let day = date;
  while (!isBankDay(day)) day = addDays(day, -1);
  return day;
}

export const month = (date: string) => Number(date.slice(5, 7));

export const day = (date: string) => Number(date.slice(8, 10));

/** YYYY-MM of a date, `offset` months later */
export function monthOf(date: string, offset = 0): string {
  const d = new Date(epoch(`${date.slice(0, 7)}-01`));
  d.setUTCMonth(d.getUTCMonth() + offset);
  return d.toISOString().slice(0, 7);
}

export function lastDayOfMonth(date: string): string {
  return addDays(`${monthOf(date, 1)}-01`, -1);
}

export const isLastDayOfMonth = (date: string) => lastDayOfMonth(date) === date;

/** Whole days from `from` to `to` */
export const daysBetween = (from: string, to: string) =>
  Math.round((epoch(to) - epoch(from)) / DAY);

/**
 * Financial years from the first month to the last: calendar years, the first one starting on
 * the first day of the first month (a new company's first year may be short).
 */
export function financialYears(first: string, last: string): { start: string; end: string }[] {
  const spans: { start: string; end: string }[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    const start = spans.length === 0 ? first : `${year}-01-01`;
    spans.push({ start, end: `${year}-12-31` });
  }
  return spans;
}
