import type { ScheduleFrequency } from '@portal/contracts/schemas/scheduled-reports';
import type { LocalDate } from './zoned-time';
import { addDays, daysInMonth, localDateOf, weekdayOf, zonedInstant } from './zoned-time';

/** When a schedule is due, in Stockholm's wall-clock time (SPEC §3, §9). */
export interface Recurrence {
  frequency: ScheduleFrequency;
  /** HH:MM */
  time: string;
  /** ISO weekday 1–7 (weekly) */
  dayOfWeek: number | null;
  /** 1–28, or LAST_DAY_OF_MONTH (monthly, quarterly, yearly) */
  dayOfMonth: number | null;
}

/** How "last" is kept in `report_schedules.day_of_month`. */
export const LAST_DAY_OF_MONTH = -1;

/** Quarterly reports go out in the first month of each quarter, yearly ones in January. */
const MONTHS: Record<'monthly' | 'quarterly' | 'yearly', number[]> = {
  monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  quarterly: [1, 4, 7, 10],
  yearly: [1],
};

function dayIn(year: number, month: number, dayOfMonth: number): LocalDate {
  const last = daysInMonth(year, month);
  const day = dayOfMonth === LAST_DAY_OF_MONTH ? last : Math.min(dayOfMonth, last);
  return { year, month, day };
}

/** The days the schedule runs on, in order, from the month (or week) of `from` on. */
function* runDays(r: Recurrence, from: LocalDate): Generator<LocalDate> {
  if (r.frequency === 'daily') {
    for (let i = 0; ; i++) yield addDays(from, i);
  }
  if (r.frequency === 'weekly') {
    const first = addDays(from, ((r.dayOfWeek ?? 1) - weekdayOf(from) + 7) % 7);
    for (let i = 0; ; i++) yield addDays(first, 7 * i);
  }
  const months = MONTHS[r.frequency as keyof typeof MONTHS];
  for (let year = from.year; ; year++)
    for (const month of months)
      if (year > from.year || month >= from.month) yield dayIn(year, month, r.dayOfMonth ?? 1);
}

/** The first due time strictly after `after`. */
export function nextRunAfter(r: Recurrence, after: Date): Date {
  const [hour, minute] = r.time.split(':').map(Number) as [number, number];
  // the day before: a run early on the local day may still be ahead of `after` in UTC terms
  for (const day of runDays(r, addDays(localDateOf(after), -1))) {
    const at = zonedInstant(day, hour, minute);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable');
}
