import { along, type AccountSeries } from './account-series';
import { robustCenter } from './robust-stats';
import type { LedgerWindow, WindowRow } from './ledger-window';
import { inPeriod } from './ledger-window';

/** An account needs this many amounts before its usual amount means anything. */
export const MIN_OBSERVATIONS = 8;
/** Amounts that never vary still count a tenth (in logarithm: ~10 %) as their spread. */
const MIN_LOG_SCALE = 0.1;

/** The statistical model's view of one account's day. */
export interface StatisticalScore {
  /** robust z of the logarithm: + above the usual, − below */
  z: number;
  /** öre, in the account's usual direction */
  value: number;
  typical: number;
  /** the transaction that stands out, or null when it is the day's total */
  row: WindowRow | null;
}

function scoreOf(
  value: number,
  usual: { center: number; scale: number },
  floor: number,
  row: WindowRow | null,
): StatisticalScore {
  const typical = Math.exp(usual.center);
  if (value <= 0) return { z: 0, value, typical, row };
  // too small to matter: judged usual (z 0), which is still an opinion the ensemble reads
  const z = Math.abs(value - typical) < floor ? 0 : (Math.log(value) - usual.center) / usual.scale;
  return { z, value, typical, row };
}

function logsOf(values: readonly number[]) {
  return values.filter((v) => v > 0).map(Math.log);
}

/**
 * Per account: the robust z-score (median and MAD of the logarithm) of each transaction and of
 * each day's total, over the history and the period together (the median ignores the few
 * unusual ones). A day's score is its most unusual transaction or its total, whichever is more
 * so; deviations below `floor` öre count as usual.
 */
export function statisticalScores(
  window: LedgerWindow,
  series: readonly AccountSeries[],
  floor: number,
): Map<string, StatisticalScore> {
  const out = new Map<string, StatisticalScore>();
  for (const s of series) {
    const amounts = logsOf(s.rows.map((r) => along(s, r.amount)));
    const totals = logsOf(s.days.map((d) => d.total));
    if (amounts.length < MIN_OBSERVATIONS) continue;
    const perRow = robustCenter(amounts, MIN_LOG_SCALE);
    const perDay = robustCenter(totals, MIN_LOG_SCALE);
    for (const day of s.days) {
      if (!inPeriod(window, day.date)) continue;
      const candidates: StatisticalScore[] = day.rows.map((row) =>
        scoreOf(along(s, row.amount), perRow, floor, row),
      );
      if (day.rows.length > 1) candidates.push(scoreOf(day.total, perDay, floor, null));
      const best = candidates
        .filter((c) => c.value > 0)
        .reduce<StatisticalScore | null>(
          (a, c) => (!a || Math.abs(c.z) > Math.abs(a.z) ? c : a),
          null,
        );
      if (best) out.set(dayKey(s.account, day.date), best);
    }
  }
  return out;
}

export const dayKey = (account: number, date: string) => `${account}|${date}`;
