import type { Model } from './model';
import { last, leastSquares } from './stats';

/**
 * Linear regression: a straight line fitted by least squares to the net cash flow of the trend
 * window (the last 6, 12 or 24 months), carried on.
 */
export const linear: Model = {
  id: 'linear',
  need: 3,
  forecast: ({ net }, { trend, horizon }) => {
    const window = last(net, trend);
    const { intercept, slope } = leastSquares(window);
    const end = window.length - 1;
    return Array.from({ length: horizon }, (_, i) => intercept + slope * (end + i + 1));
  },
};
