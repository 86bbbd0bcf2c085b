import type { Model } from './model';
import { last, mean, std } from './stats';

/**
 * Conservative: the trend window's average month, with money in cut and money out raised by
 * one standard deviation of their months. A flat line below the likely path: planning on it
 * leaves room for a month as weak as the weaker months of the window.
 */
export const conservative: Model = {
  id: 'conservative',
  need: 3,
  forecast: ({ inflow, outflow }, { trend, horizon }) => {
    const ins = last(inflow, trend);
    const outs = last(outflow, trend);
    const month = mean(ins) - std(ins) - (mean(outs) + std(outs));
    return Array.from({ length: horizon }, () => month);
  },
};
