import { backtest, BACKTEST_MIN_ORIGINS, BACKTEST_WINDOW, mae, rollingOrigins } from './backtest';
import {
  parameterGrid,
  smoothingForecasts,
  smoothingNeed,
  SEASONAL_START,
  type SmoothingParams,
} from './holt-winters';
import { seasonalNaive } from './baselines';
import { decomposition } from './decomposition';
import { linear } from './linear';
import { head, type CashSeries, type ForecastOptions, type Model } from './model';
import { seasonal } from './seasonal';

/**
 * The model SPEC §9 calls AI-powered (ADR 038): an ensemble fitted to the company's own history.
 * Its members are Holt-Winters smoothing (seasonal once there are two years to start from, whose
 * parameters are chosen by grid search on a back-test), the linear regression, from 16 months
 * the seasonal pattern and the same month a year earlier, and from 27 a classical
 * decomposition. Each member is measured on a rolling-origin back-test within the history it is
 * given; those more than half again as wrong as the best are left out, the rest weighted by the
 * inverse of their squared mean absolute error (twice as wrong counts a quarter as much).
 */
export interface EnsembleFit {
  forecast: number[];
  smoothing: SmoothingParams;
  weights: { component: string; weight: number }[];
}

interface Member {
  id: string;
  forecast: number[];
  error: number;
}

/** Months the ensemble needs: a member of 3 months plus three origins to weigh it on. */
export const ENSEMBLE_NEED = smoothingNeed(false) + BACKTEST_MIN_ORIGINS;

/** Members whose back-test error is more than this times the best one's are left out. */
const TRIM = 1.5;

const usable = (need: number, length: number) => length - need >= BACKTEST_MIN_ORIGINS;

/** The parameters with the least back-test error, and that error. */
function bestSmoothing(
  net: readonly number[],
  origins: number[],
  horizon: number,
  seasonal: boolean,
) {
  let best = { params: parameterGrid(seasonal)[0]!, error: Number.POSITIVE_INFINITY };
  for (const params of parameterGrid(seasonal)) {
    const forecasts = smoothingForecasts(net, params, origins, horizon);
    const pairs = backtest(net, origins, horizon, (origin, steps) =>
      forecasts.get(origin)!.slice(0, steps),
    );
    const error = mae(pairs);
    if (error < best.error) best = { params, error };
  }
  return best;
}

export function fitEnsemble(history: CashSeries, options: ForecastOptions): EnsembleFit {
  const { net } = history;
  const n = net.length;
  const withSeason = usable(SEASONAL_START, n);
  const withPattern = usable(seasonal.need, n);
  const need = withSeason ? SEASONAL_START : withPattern ? seasonal.need : linear.need;
  const origins = rollingOrigins(n, need, BACKTEST_WINDOW);
  const { horizon } = options;

  const smoothing = bestSmoothing(net, origins, horizon, withSeason);
  const members: Member[] = [
    {
      id: withSeason ? 'holt_winters' : 'holt',
      forecast: smoothingForecasts(net, smoothing.params, [n], horizon).get(n)!,
      error: smoothing.error,
    },
  ];
  const others: Model[] = withPattern ? [linear, seasonal, seasonalNaive] : [linear];
  if (usable(decomposition.need, n)) others.push(decomposition);
  for (const model of others) {
    const pairs = backtest(net, origins, horizon, (length, steps) =>
      model.forecast(head(history, length), { ...options, horizon: steps }),
    );
    members.push({ id: model.id, forecast: model.forecast(history, options), error: mae(pairs) });
  }

  // a member half again as wrong as the best is left out; the others weigh 1 / error²
  // (an error of zero would take all the weight: keep a floor)
  const best = Math.min(...members.map((m) => m.error));
  const kept = members.filter((m) => m.error <= TRIM * best);
  const floor = Math.max(1, best) * 1e-6;
  const inverse = members.map((m) => (kept.includes(m) ? 1 / Math.max(m.error, floor) ** 2 : 0));
  const total = inverse.reduce((s, v) => s + v, 0);
  const weights = inverse.map((v) => v / total);
  const forecast = Array.from({ length: horizon }, (_, h) =>
    members.reduce((s, m, i) => s + weights[i]! * m.forecast[h]!, 0),
  );
  return {
    forecast,
    smoothing: smoothing.params,
    weights: members.map((m, i) => ({ component: m.id, weight: weights[i]! })),
  };
}

export const ensemble: Model = {
  id: 'ai',
  need: ENSEMBLE_NEED,
  forecast: (history, options) => fitEnsemble(history, options).forecast,
};
