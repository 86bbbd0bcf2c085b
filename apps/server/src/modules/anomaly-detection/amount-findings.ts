import { formatMinor } from '@portal/connectors/money';
import type { AnomalyModel, AnomalyReason } from '@portal/contracts/schemas/anomaly-detection';
import { singleVoucherOf, type AccountDay, type AccountSeries } from './account-series';
import { adaptiveScores, type AdaptiveScore } from './adaptive-model';
import type { Finding, LedgerWindow } from './ledger-window';
import { round } from './ledger-window';
import { dayKey, statisticalScores, type StatisticalScore } from './statistical-model';
import type { Thresholds } from './thresholds';

const kr = (ore: number) => formatMinor(Math.round(ore), 'SEK');

/** Ensemble: one model alone must be this far past its threshold (the other silent or unsure). */
export const ENSEMBLE_ALONE = 1.5;

interface Judged {
  score: number;
  /** which model's words explain it */
  evidence: 'statistical' | 'adaptive';
}

/**
 * The models' verdict on one account's day, each score relative to its own threshold. Ensemble
 * flags when the geometric mean of the two is at least 1: both must lean the same way, and
 * together be past the threshold (one far past it carries one that is not quite there; one
 * that sees nothing unusual vetoes). A model with no opinion (too little history) leaves the
 * other to decide alone, far past its threshold.
 */
export function judge(
  model: AnomalyModel,
  stat: StatisticalScore | undefined,
  adapt: AdaptiveScore | undefined,
  t: Thresholds,
): Judged | null {
  const s = stat ? stat.z / t.statistical : null;
  const a = adapt ? (adapt.material ? adapt.z / t.adaptive : 0) : null;
  const alone = (score: number | null, evidence: Judged['evidence'], bar: number) =>
    score !== null && Math.abs(score) >= bar ? { score: Math.abs(score), evidence } : null;
  if (model === 'statistical') return alone(s, 'statistical', 1);
  if (model === 'adaptive') return alone(a, 'adaptive', 1);
  if (s === null) return alone(a, 'adaptive', ENSEMBLE_ALONE);
  if (a === null) return alone(s, 'statistical', ENSEMBLE_ALONE);
  if (Math.sign(s) !== Math.sign(a)) return null;
  const combined = Math.sqrt(Math.abs(s) * Math.abs(a));
  return combined >= 1 ? { score: combined, evidence: 'statistical' } : null;
}

function reasonOf(
  single: boolean,
  evidence: Judged['evidence'],
  account: number,
  stat: StatisticalScore | undefined,
  adapt: AdaptiveScore | undefined,
): AnomalyReason {
  if (evidence === 'statistical' && stat) {
    const ratio = stat.value / stat.typical;
    const high = ratio >= 1;
    const key = single ? (high ? 'amount_high' : 'amount_low') : high ? 'day_high' : 'day_low';
    const params = { account, amount: kr(stat.value), typical: kr(stat.typical) };
    return {
      key,
      params: high ? { ...params, ratio: round(ratio) } : { ...params, share: round(ratio * 100) },
    };
  }
  const a = adapt!;
  return {
    key: a.z >= 0 ? 'band_high' : 'band_low',
    params: {
      account,
      amount: kr(a.value),
      forecast: kr(a.forecast),
      low: kr(a.low),
      high: kr(a.high),
    },
  };
}

function findingOf(
  account: number,
  day: AccountDay,
  judged: Judged,
  stat: StatisticalScore | undefined,
  adapt: AdaptiveScore | undefined,
): Finding {
  const voucher = stat?.row?.voucherId ?? singleVoucherOf(day);
  const single = voucher !== null;
  const rows = single ? day.rows.filter((r) => r.voucherId === voucher) : day.rows;
  return {
    key: single ? `amount:${account}:${voucher}` : `day:${account}:${day.date}`,
    kind: single ? 'unusual_amount' : 'unusual_day',
    date: day.date,
    account,
    amount: rows.reduce((sum, r) => sum + r.amount, 0),
    score: round(judged.score, 2),
    reason: reasonOf(single, judged.evidence, account, stat, adapt),
    voucherIds: [...new Set(rows.map((r) => r.voucherId))].slice(0, 20),
  };
}

/** Unusual transactions and days on the revenue and cost accounts, as the model judges them. */
export function amountFindings(
  window: LedgerWindow,
  series: readonly AccountSeries[],
  model: AnomalyModel,
  t: Thresholds,
  floor: number,
): Finding[] {
  const stat = model === 'adaptive' ? new Map() : statisticalScores(window, series, floor);
  const adapt =
    model === 'statistical' ? new Map() : adaptiveScores(window, series, t.adaptive, floor);
  const out: Finding[] = [];
  for (const s of series) {
    for (const day of s.days) {
      const key = dayKey(s.account, day.date);
      const st = stat.get(key) as StatisticalScore | undefined;
      const ad = adapt.get(key) as AdaptiveScore | undefined;
      if (!st && !ad) continue;
      const judged = judge(model, st, ad, t);
      if (judged) out.push(findingOf(s.account, day, judged, st, ad));
    }
  }
  return out;
}
