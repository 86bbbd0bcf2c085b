import type { AccountSeries } from './account-series';
import { daysBetween, inPeriod, type LedgerWindow } from './ledger-window';
import { median, robustCenter } from './robust-stats';
import { dayKey } from './statistical-model';

/** Days (with movement) the forecast learns from before it judges any. */
export const WARM_UP = 4;
/** The forecast's spread never below this (in logarithm: ~8 %). */
const MIN_SD = 0.08;
/** A surprise moves the forecast at most this many spreads (one wild day does not drag it). */
const CLIP = 3;

/** The adaptive model's view of one account's day. */
export interface AdaptiveScore {
  /** (log of the day's total − forecast) / spread */
  z: number;
  /** öre, in the account's usual direction */
  value: number;
  forecast: number;
  /** the band the sensitivity allows: forecast ∓ threshold spreads */
  low: number;
  high: number;
  /** far enough from the forecast in kronor to matter (the materiality floor) */
  material: boolean;
}

/**
 * How fast the forecast follows: an account moved every day learns over about two months, one
 * moved monthly over its last few months.
 */
function smoothing(series: AccountSeries): number {
  const first = series.days[0]!.date;
  const last = series.days[series.days.length - 1]!.date;
  const perTwoMonths = (series.days.length * 60) / Math.max(60, daysBetween(first, last) + 1);
  return Math.min(0.3, Math.max(0.05, 2 / (perTwoMonths + 1)));
}

/**
 * Per account: an exponentially weighted mean and variance of the logarithm of each day's
 * total, day by day from the start of the history, so levels and trends are learnt as they
 * change; a day is judged against the forecast made before it. Surprises are clipped before
 * they update the forecast. Deviations below `floor` öre are marked immaterial.
 */
export function adaptiveScores(
  window: LedgerWindow,
  series: readonly AccountSeries[],
  threshold: number,
  floor: number,
): Map<string, AdaptiveScore> {
  const out = new Map<string, AdaptiveScore>();
  for (const s of series) {
    const days = s.days.filter((d) => d.total > 0);
    if (days.length <= WARM_UP) continue;
    const alpha = smoothing({ ...s, days });
    const start = robustCenter(
      days.slice(0, WARM_UP).map((d) => Math.log(d.total)),
      0.15,
    );
    let mean = median(days.slice(0, WARM_UP).map((d) => Math.log(d.total)));
    let variance = start.scale ** 2;
    days.forEach((day, i) => {
      const x = Math.log(day.total);
      const sd = Math.max(Math.sqrt(variance), MIN_SD);
      if (i >= WARM_UP && inPeriod(window, day.date)) {
        const forecast = Math.exp(mean);
        out.set(dayKey(s.account, day.date), {
          z: (x - mean) / sd,
          value: day.total,
          forecast,
          low: Math.exp(mean - threshold * sd),
          high: Math.exp(mean + threshold * sd),
          material: Math.abs(day.total - forecast) >= floor,
        });
      }
      const r = Math.max(-CLIP * sd, Math.min(CLIP * sd, x - mean));
      mean += alpha * r;
      variance = (1 - alpha) * (variance + alpha * r * r);
    });
  }
  return out;
}
