/** Small statistics the forecasting models share. Plain arrays of numbers, no library. */

export const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

export const mean = (values: readonly number[]) =>
  values.length ? sum(values) / values.length : Number.NaN;

/** Population standard deviation: how far the months spread around their mean. */
export function std(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const last = <T>(values: readonly T[], count: number): T[] =>
  values.slice(Math.max(0, values.length - count));

/** Ordinary least squares of y on x = 0, 1, …: intercept at x = 0 and slope per step. */
export function leastSquares(y: readonly number[]): { intercept: number; slope: number } {
  const n = y.length;
  if (n === 1) return { intercept: y[0]!, slope: 0 };
  const xMean = (n - 1) / 2;
  const yMean = mean(y);
  let cross = 0;
  let spread = 0;
  for (let x = 0; x < n; x++) {
    cross += (x - xMean) * (y[x]! - yMean);
    spread += (x - xMean) ** 2;
  }
  const slope = cross / spread;
  return { intercept: yMean - slope * xMean, slope };
}

/** Two-sided standard normal quantiles of the SPEC §9 confidence levels. */
export const Z_OF: Record<'90' | '95' | '99', number> = { '90': 1.6449, '95': 1.96, '99': 2.5758 };
