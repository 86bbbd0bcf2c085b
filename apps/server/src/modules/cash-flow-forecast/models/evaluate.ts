import { backtest, BACKTEST_MIN_ORIGINS, mae, rollingOrigins, smape } from './backtest';
import type { BacktestPair } from './backtest';
import { naive, seasonalNaive } from './baselines';
import { head, type CashSeries, type Model } from './model';
import { historyNeed } from './registry';
import { mean } from './stats';

/** A model measured on the rolling-origin back-test, beside the naive forecasts. */
export interface Measured {
  model: string;
  available: boolean;
  /** months of history it needs here */
  needed: number;
  origins: number;
  pairs: BacktestPair[];
  mae: number | null;
  smape: number | null;
  naiveMae: number | null;
  naiveSmape: number | null;
  seasonalNaiveMae: number | null;
  /** 1 − mae ÷ naive mae */
  skill: number | null;
}

/** A model the history is too short to measure. */
export const unmeasured = (model: string, needed: number): Measured => ({
  model,
  available: false,
  needed,
  origins: 0,
  pairs: [],
  mae: null,
  smape: null,
  naiveMae: null,
  naiveSmape: null,
  seasonalNaiveMae: null,
  skill: null,
});

const forecaster =
  (series: CashSeries, model: Model, trend: number) => (length: number, steps: number) =>
    model.forecast(head(series, length), { trend, horizon: steps });

/** Back-tests `model` over the last 12 months (or as many as its need leaves). */
export function measure(
  series: CashSeries,
  model: Model,
  trend: number,
  horizon: number,
): Measured {
  const n = series.net.length;
  const origins = rollingOrigins(n, model.need);
  const needed = historyNeed(model);
  if (origins.length < BACKTEST_MIN_ORIGINS) return unmeasured(model.id, needed);
  const run = (m: Model) => backtest(series.net, origins, horizon, forecaster(series, m, trend));
  const pairs = run(model);
  const naivePairs = run(naive);
  const own = mae(pairs);
  const naiveMae = mae(naivePairs);
  const withSeason = origins[0]! >= seasonalNaive.need;
  return {
    model: model.id,
    available: true,
    needed,
    origins: origins.length,
    pairs,
    mae: own,
    smape: smape(pairs),
    naiveMae,
    naiveSmape: smape(naivePairs),
    seasonalNaiveMae: withSeason ? mae(run(seasonalNaive)) : null,
    skill: naiveMae > 0 ? 1 - own / naiveMae : null,
  };
}

/**
 * The band's spread: the back-test's errors, each divided by the square root of how far ahead it
 * was, give one month's standard deviation; h months ahead it is that times √h (errors that add
 * up month by month, as a random walk's do), so the band widens with the horizon.
 */
export function bandSigma(pairs: readonly BacktestPair[]): number {
  return Math.sqrt(mean(pairs.map((p) => (p.forecast - p.actual) ** 2 / p.step)));
}

export interface Band {
  net: { low: number; high: number }[];
  /** the balance adds the months' errors: its spread is σ·√(1 + 2 + … + h) */
  balance: { low: number; high: number }[];
}

/** The band around a forecast: z standard deviations (z of the confidence level) each side. */
export function bandOf(
  forecast: readonly number[],
  sigma: number,
  z: number,
  opening: number,
): Band {
  const net: Band['net'] = [];
  const balance: Band['balance'] = [];
  let cumulative = opening;
  forecast.forEach((value, i) => {
    const h = i + 1;
    const spread = z * sigma * Math.sqrt(h);
    net.push({ low: value - spread, high: value + spread });
    cumulative += value;
    const balanceSpread = z * sigma * Math.sqrt((h * (h + 1)) / 2);
    balance.push({ low: cumulative - balanceSpread, high: cumulative + balanceSpread });
  });
  return { net, balance };
}
