import type { RecurrenceFrequency } from '@portal/contracts/schemas/workflow-templates';
import { addMonths, isPeriodStart } from '@portal/contracts/schemas/workflow-templates';
import { fieldError } from '../../http/http-error';

/** Dates the firm plans with: this century, so start + offset always stays a real date. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
/** How far back a recurrence may start: each missed period becomes a project at once. */
export const CATCH_UP_MONTHS = 12;

export function assertDayInRange(field: string, day: string) {
  if (day < FIRST_DAY || day > LAST_DAY)
    throw fieldError('validation_error', field, 'workflows.errors.day_out_of_range', {
      from: FIRST_DAY,
      to: LAST_DAY,
    });
}

/**
 * A recurrence's period start: the first day of a month (or quarter), not more than a year back
 * (that many missed periods are made at once; older ones are history, not work).
 */
export function assertPeriodStart(
  field: string,
  day: string,
  frequency: RecurrenceFrequency,
  today: string,
) {
  assertDayInRange(field, day);
  if (!isPeriodStart(day, frequency))
    throw fieldError('validation_error', field, `workflows.errors.period_start_${frequency}`);
  const earliest = addMonths(`${today.slice(0, 7)}-01`, -CATCH_UP_MONTHS);
  if (day < earliest)
    throw fieldError('validation_error', field, 'workflows.errors.period_too_early', {
      date: earliest,
    });
}
