import type { Model } from './model';
import { mean } from './stats';

/**
 * Seasonal pattern: the same month a year earlier, moved by the trend, that is by how much the
 * months of the trend window differ on average from the same months a year before (a yearly
 * change that does not mistake the season for growth). Two years ahead: the month two years
 * back plus twice the change. Needs 13 months: one to compare with a year earlier.
 */
export const seasonal: Model = {
  id: 'seasonal',
  need: 13,
  forecast: ({ net }, { trend, horizon }) => {
    const n = net.length;
    const overlap = Math.min(trend, n - 12);
    const recent = net.slice(n - overlap);
    const yearBefore = net.slice(n - overlap - 12, n - 12);
    const change = mean(recent) - mean(yearBefore);
    return Array.from({ length: horizon }, (_, i) => {
      const years = Math.ceil((i + 1) / 12);
      return net[n + i - 12 * years]! + years * change;
    });
  },
};
