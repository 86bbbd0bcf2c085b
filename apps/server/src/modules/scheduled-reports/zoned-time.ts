/*
 * Wall-clock time in Europe/Stockholm without a time-zone library: Intl knows the zone's rules
 * (CET/CEST), and a wall time is turned into an instant by trying the offsets around it.
 */
export const REPORT_TIME_ZONE = 'Europe/Stockholm';

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(at: number) {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(new Date(at)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far Stockholm's clock is ahead of UTC at an instant, in ms (1 or 2 hours). */
function offsetAt(at: number): number {
  const p = wallParts(at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The Stockholm calendar day of an instant. */
export function localDateOf(at: Date): LocalDate {
  const p = wallParts(at.getTime());
  return { year: p.year, month: p.month, day: p.day };
}

/**
 * The instant Stockholm's clock shows `hh:mm` on a day. A time the spring switch skips (02:30 on
 * the last Sunday of March) is taken with the winter offset, so it comes an hour later on the
 * clock (03:30); a time the autumn switch shows twice is its first occurrence (summer time).
 */
export function zonedInstant(date: LocalDate, hour: number, minute: number): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(guess - DAY);
  const after = offsetAt(guess + DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => guess - offset)
    .filter((at) => offsetAt(at) === guess - at);
  return new Date(valid.length ? Math.min(...valid) : guess - before);
}

/** Calendar arithmetic on plain days (no zone involved). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isoOf = (date: LocalDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
