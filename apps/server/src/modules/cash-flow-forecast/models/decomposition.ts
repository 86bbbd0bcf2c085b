import type { Model } from './model';
import { mean } from './stats';

/** Years of history the seasonal profile is averaged over, at most. */
const YEARS = 3;

/**
 * Classical decomposition: a level (the last twelve months' mean) growing by the yearly change
 * of the years' means, plus each month's seasonal deviation averaged over up to three years, so
 * one odd month weighs a third. Needs two full years. A member of the AI ensemble only.
 */
export const decomposition: Model = {
  id: 'decomposition',
  need: 24,
  forecast: ({ net }, { horizon }) => {
    const n = net.length;
    const years = Math.min(YEARS, Math.floor(n / 12));
    // yearMeans[k]: the mean of the twelve months ending 12·k months before the last
    const yearMeans = Array.from({ length: years }, (_, k) =>
      mean(net.slice(n - 12 * (k + 1), n - 12 * k)),
    );
    const growth = (yearMeans[0]! - yearMeans[years - 1]!) / (years - 1);
    // position j of a year: its deviation from that year's line, averaged over the years
    const season = Array.from({ length: 12 }, (_, j) =>
      mean(
        yearMeans.map(
          (level, k) => net[n - 12 * (k + 1) + j]! - (level + (growth * (j - 5.5)) / 12),
        ),
      ),
    );
    // the last year's mean stands at its middle, 6.5 months before the first month ahead
    return Array.from(
      { length: horizon },
      (_, i) => yearMeans[0]! + (growth * (i + 1 + 5.5)) / 12 + season[i % 12]!,
    );
  },
};
