import type { Model } from './model';

/** The last month again, every month: the yardstick a model must beat to be worth anything. */
export const naive: Model = {
  id: 'naive',
  need: 1,
  forecast: ({ net }, { horizon }) => Array.from({ length: horizon }, () => net[net.length - 1]!),
};

/** The same month a year earlier: the yardstick for seasonal cash flows. */
export const seasonalNaive: Model = {
  id: 'seasonal_naive',
  need: 12,
  forecast: ({ net }, { horizon }) =>
    Array.from({ length: horizon }, (_, i) => net[net.length - 12 + (i % 12)]!),
};
