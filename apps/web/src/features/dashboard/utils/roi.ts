import type { RoiCalculatorInput } from '@portal/contracts/schemas/dashboard';

export interface RoiPeriod {
  hours: number;
  /** SEK, excluding VAT */
  value: number;
}

const DAYS_PER_YEAR = 365;

/**
 * Hours of manual bookkeeping saved and what they are worth: the elements of `days` days,
 * each taking `minutes_per_element` by hand, at `hourly_rate`; scaled to an average month and a year.
 */
export function computeRoi(
  input: RoiCalculatorInput,
  days: number,
): { month: RoiPeriod; year: RoiPeriod } {
  const hoursPerDay = days > 0 ? (input.elements * input.minutes_per_element) / 60 / days : 0;
  const period = (length: number): RoiPeriod => {
    const hours = hoursPerDay * length;
    return { hours, value: hours * input.hourly_rate };
  };
  return { month: period(DAYS_PER_YEAR / 12), year: period(DAYS_PER_YEAR) };
}
