import type { Task } from '@portal/contracts/schemas/projects';
import { addDays } from './due-status';

/** The Monday of the ISO week a day falls in. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

/** ISO 8601 week number (Swedish "vecka"): the week holding the year's first Thursday is 1. */
export function isoWeek(day: string): number {
  const thursday = new Date(`${addDays(weekStart(day), 3)}T12:00:00Z`);
  const januaryFirst = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - januaryFirst) / (7 * 86_400_000)) + 1;
}

export interface WeekGroup {
  /** the Monday */
  start: string;
  week: number;
  tasks: Task[];
}

/** Tasks with a due date grouped by week, earliest first; tasks without one separately. */
export function groupByWeek(tasks: Task[]): { weeks: WeekGroup[]; undated: Task[] } {
  const dated = tasks
    .filter((task) => task.due_date)
    .sort((a, b) => a.due_date!.localeCompare(b.due_date!) || a.title.localeCompare(b.title));
  const weeks: WeekGroup[] = [];
  for (const task of dated) {
    const start = weekStart(task.due_date!);
    const last = weeks[weeks.length - 1];
    if (last?.start === start) last.tasks.push(task);
    else weeks.push({ start, week: isoWeek(task.due_date!), tasks: [task] });
  }
  return { weeks, undated: tasks.filter((task) => !task.due_date) };
}
