import { stockholmDay } from '@portal/contracts/dates';

/** The Swedish day `days` working days (Monday to Friday) after `from`, YYYY-MM-DD. */
export function addWorkingDays(from: Date, days: number): string {
  const day = new Date(`${stockholmDay(from)}T12:00:00Z`);
  let left = Math.max(0, Math.round(days));
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
