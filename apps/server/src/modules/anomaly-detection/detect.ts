import { formatMinor } from '@portal/connectors/money';
import type { AnomalyModel, Sensitivity } from '@portal/contracts/schemas/anomaly-detection';
import { accountSeries } from './account-series';
import { adaptiveScores } from './adaptive-model';
import { amountFindings } from './amount-findings';
import { feeShareFindings } from './fee-share';
import type { Finding, LedgerWindow } from './ledger-window';
import { addDays, yearlyRevenue } from './ledger-window';
import { payoutGapFindings } from './payout-gaps';
import { payoutFeeRows, providersOf } from './payouts';
import { materialityFloor, THRESHOLDS } from './thresholds';
import { vatRateFindings } from './vat-rate';

export interface DetectionOptions {
  model: AnomalyModel;
  sensitivity: Sensitivity;
}

/**
 * Everything unusual in the window's period: the chosen model's unusual amounts and days on
 * revenue and cost accounts, and beside them the e-commerce rules (fee share, missing payouts,
 * VAT rates), which every model runs. One finding per key, the strongest first.
 */
export function detectAnomalies(window: LedgerWindow, options: DetectionOptions): Finding[] {
  const t = THRESHOLDS[options.sensitivity];
  const floor = materialityFloor(yearlyRevenue(window));
  const providers = providersOf(window);
  const findings = [
    ...amountFindings(
      window,
      accountSeries(window, payoutFeeRows(providers)),
      options.model,
      t,
      floor,
    ),
    ...feeShareFindings(window, providers, t.fee),
    ...payoutGapFindings(window, providers, t.gap),
    ...vatRateFindings(window, t.vat),
  ];
  const byKey = new Map<string, Finding>();
  for (const f of findings) {
    const other = byKey.get(f.key);
    if (!other || other.score < f.score) byKey.set(f.key, f);
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score || (a.date < b.date ? 1 : -1));
}

export interface SeriesPoint {
  date: string;
  total: string;
  low: string | null;
  high: string | null;
  flagged: boolean;
}

/**
 * One account's days in the period for the chart: the day's total in the account's usual
 * direction, the adaptive model's band at the sensitivity, and whether the day was flagged.
 */
export function accountDays(
  window: LedgerWindow,
  account: number,
  options: DetectionOptions,
  flagged: ReadonlySet<string>,
): SeriesPoint[] {
  const t = THRESHOLDS[options.sensitivity];
  const floor = materialityFloor(yearlyRevenue(window));
  // the days as booked; the band where the amount models judge the account (not payout fees)
  const all = accountSeries(window).find((s) => s.account === account);
  const modelled = accountSeries(window, payoutFeeRows(providersOf(window))).find(
    (s) => s.account === account,
  );
  const band = modelled ? adaptiveScores(window, [modelled], t.adaptive, floor) : new Map();
  const totals = new Map(all?.days.map((d) => [d.date, d.total]) ?? []);
  const kr = (ore: number) => formatMinor(Math.round(ore), 'SEK');
  const points: SeriesPoint[] = [];
  for (let date = window.start; date <= window.end; date = addDays(date, 1)) {
    const b = band.get(`${account}|${date}`);
    points.push({
      date,
      total: kr(totals.get(date) ?? 0),
      low: b ? kr(b.low) : null,
      high: b ? kr(b.high) : null,
      flagged: flagged.has(date),
    });
  }
  return points;
}
