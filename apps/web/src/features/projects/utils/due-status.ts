/** A task's due date against today: red when overdue, yellow within `SOON_DAYS` (ADR 030). */
export type DueStatus = 'none' | 'done' | 'overdue' | 'soon' | 'later';

export const SOON_DAYS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the person's own time zone, YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function dueStatus(due: string | null, done: boolean, today: string): DueStatus {
  if (done) return 'done';
  if (!due) return 'none';
  if (due < today) return 'overdue';
  if (due <= addDays(today, SOON_DAYS)) return 'soon';
  return 'later';
}
