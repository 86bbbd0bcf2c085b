import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import { addDays, type Finding, type LedgerWindow } from '../ledger-window';
import type { ShopLedger, Truth } from './shop-ledger';

/** The generated vouchers as the detectors read them (voucher id = its number). */
export function windowOf(
  vouchers: readonly LedgerVoucher[],
  period: { start: string; end: string },
  learnDays = 365,
): LedgerWindow {
  const learnStart = addDays(period.start, -learnDays);
  const inside = vouchers.filter((v) => v.date >= learnStart && v.date <= period.end);
  return {
    learnStart,
    start: period.start,
    end: period.end,
    rows: inside.flatMap((v) =>
      v.rows.map((r) => ({
        voucherId: Number(v.number),
        date: v.date,
        account: r.account,
        amount: r.amount,
        text: r.text ?? '',
      })),
    ),
    vouchers: new Map(
      inside.map((v) => [
        Number(v.number),
        { id: Number(v.number), date: v.date, text: v.text, series: v.series, number: v.number },
      ]),
    ),
  };
}

const shows = (truth: Truth, finding: Finding, withRelated: boolean) => {
  const ids = new Set([...truth.vouchers, ...(withRelated ? truth.related : [])].map(Number));
  if (finding.voucherIds.some((id) => ids.has(id))) return true;
  return (
    !!truth.days &&
    finding.kind === 'missing_payout' &&
    finding.date >= truth.days.from &&
    finding.date <= truth.days.to
  );
};

export interface Score {
  findings: number;
  /** findings that concern a planted anomaly (or what it caused) */
  correct: number;
  /** planted anomalies found */
  found: number;
  planted: number;
  precision: number;
  recall: number;
  missed: string[];
  falseAlarms: Finding[];
}

/** Precision over findings, recall over the planted anomalies. */
export function score(findings: readonly Finding[], ledger: Pick<ShopLedger, 'truths'>): Score {
  const correct = findings.filter((f) => ledger.truths.some((t) => shows(t, f, true)));
  const found = ledger.truths.filter((t) => findings.some((f) => shows(t, f, false)));
  return {
    findings: findings.length,
    correct: correct.length,
    found: found.length,
    planted: ledger.truths.length,
    precision: findings.length ? correct.length / findings.length : 1,
    recall: ledger.truths.length ? found.length / ledger.truths.length : 1,
    missed: ledger.truths.filter((t) => !found.includes(t)).map((t) => t.label),
    falseAlarms: findings.filter((f) => !correct.includes(f)),
  };
}
