import { mean } from './stats';

/** One forecast of the back-test: made at `origin` (from the months before it), `step` ahead. */
export interface BacktestPair {
  origin: number;
  step: number;
  actual: number;
  forecast: number;
}

/** What a back-test asks of a model: its forecast from the first `length` months. */
export type Forecaster = (length: number, horizon: number) => number[];

/** At most this many origins: the last 12 months of the history. */
export const BACKTEST_WINDOW = 12;
/** At least this many, or the model's error is not measured well enough to draw a band. */
export const BACKTEST_MIN_ORIGINS = 3;

/**
 * Rolling origins: each of the last months (up to 12) in turn is forecast from the months
 * before it only, as if it were today then. The first origin leaves the model its `need`.
 */
export function rollingOrigins(length: number, need: number, window = BACKTEST_WINDOW): number[] {
  const first = Math.max(need, length - window);
  return Array.from({ length: Math.max(0, length - first) }, (_, i) => first + i);
}

/** Every forecast of every origin, up to `horizon` months ahead or the end of the history. */
export function backtestPairs(
  actual: readonly number[],
  origins: readonly number[],
  horizon: number,
  forecastAt: (origin: number, steps: number) => number[],
): BacktestPair[] {
  const pairs: BacktestPair[] = [];
  for (const origin of origins) {
    const steps = Math.min(horizon, actual.length - origin);
    if (steps < 1) continue;
    const forecast = forecastAt(origin, steps);
    for (let s = 0; s < steps; s++) {
      pairs.push({ origin, step: s + 1, actual: actual[origin + s]!, forecast: forecast[s]! });
    }
  }
  return pairs;
}

export const backtest = (
  actual: readonly number[],
  origins: readonly number[],
  horizon: number,
  forecaster: Forecaster,
) => backtestPairs(actual, origins, horizon, (origin, steps) => forecaster(origin, steps));

export const mae = (pairs: readonly BacktestPair[]) =>
  mean(pairs.map((p) => Math.abs(p.forecast - p.actual)));

/**
 * Symmetric mean absolute percentage error, percent (0–200): the error against the size of the
 * month, which stays finite when a month's net is near zero, unlike the plain percentage error.
 */
export const smape = (pairs: readonly BacktestPair[]) =>
  mean(
    pairs.map((p) => {
      const size = Math.abs(p.actual) + Math.abs(p.forecast);
      return size === 0 ? 0 : (200 * Math.abs(p.forecast - p.actual)) / size;
    }),
  );
