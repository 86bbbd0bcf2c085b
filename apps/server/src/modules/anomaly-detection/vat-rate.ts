import { formatMinor } from '@portal/connectors/money';
import type { Finding, LedgerWindow, WindowRow } from './ledger-window';
import { inPeriod, round, rowsByVoucher } from './ledger-window';
import type { Thresholds } from './thresholds';

/** Swedish VAT rates and the BAS output VAT accounts of sales at each (261x 25 %, 262x 12 %, 263x 6 %). */
const RATES = [
  { rate: 0.25, from: 2610 },
  { rate: 0.12, from: 2620 },
  { rate: 0.06, from: 2630 },
] as const;
/** x0–x3 and x6 are sales VAT; x4 and x5 (reverse charge, import) have no revenue beside them. */
const SALES_VAT_ENDINGS = new Set([0, 1, 2, 3, 6]);
/** More revenue accounts than this in one voucher are not searched (4^n assignments). */
const MAX_REVENUE_ACCOUNTS = 8;

const groupOf = (account: number) =>
  RATES.findIndex(
    (r) => account >= r.from && account <= r.from + 9 && SALES_VAT_ENDINGS.has(account - r.from),
  );
const isRevenue = (account: number) =>
  account >= 3000 && account <= 3999 && !(account >= 3740 && account <= 3749);

interface Fit {
  /** largest error of a VAT group, as a share of its VAT */
  worst: number;
  group: number;
  revenue: number;
}

/**
 * The best way to explain each output VAT account by the revenue beside it: every revenue
 * account is taxed at one rate (25, 12, 6 or 0 %), and each rate's VAT should be that rate of
 * its revenue. Tries every assignment; a sales voucher has a handful of revenue accounts.
 */
function bestFit(vat: readonly number[], revenue: readonly number[]): Fit {
  let best: Fit = { worst: Number.POSITIVE_INFINITY, group: 0, revenue: 0 };
  const sums = [0, 0, 0];
  const visit = (i: number) => {
    if (i === revenue.length) {
      let worst = 0;
      let group = 0;
      for (let g = 0; g < 3; g++) {
        const error =
          Math.abs(vat[g]! - RATES[g]!.rate * sums[g]!) / Math.max(Math.abs(vat[g]!), 1);
        if (vat[g] !== 0 && error > worst) [worst, group] = [error, g];
      }
      if (worst < best.worst) best = { worst, group, revenue: sums[group]! };
      return;
    }
    for (let g = 0; g <= 3; g++) {
      if (g < 3) sums[g]! += revenue[i]!;
      visit(i + 1);
      if (g < 3) sums[g]! -= revenue[i]!;
    }
  };
  visit(0);
  return best;
}

function judgeVoucher(rows: readonly WindowRow[], t: Thresholds['vat']) {
  const vat = [0, 0, 0];
  const vatAccount = [0, 0, 0];
  const largest = [0, 0, 0];
  const revenueBy = new Map<number, number>();
  for (const r of rows) {
    const g = groupOf(r.account);
    if (g >= 0) {
      vat[g]! -= r.amount;
      if (Math.abs(r.amount) > largest[g]!)
        [largest[g], vatAccount[g]] = [Math.abs(r.amount), r.account];
    } else if (isRevenue(r.account))
      revenueBy.set(r.account, (revenueBy.get(r.account) ?? 0) - r.amount);
  }
  const revenue = [...revenueBy.values()].filter((v) => v !== 0);
  if (!revenue.length || vat.every((v) => v === 0) || revenue.length > MAX_REVENUE_ACCOUNTS)
    return null;
  const fit = bestFit(vat, revenue);
  const allowed = Math.max(t.share, t.minimum / Math.max(Math.abs(vat[fit.group]!), 1));
  if (fit.worst <= allowed) return null;
  return { fit, vat: vat[fit.group]!, account: vatAccount[fit.group]!, allowed };
}

/**
 * A sale whose output VAT is not 25, 12 or 6 % of the revenue booked with it (a wrong rate
 * chosen in the shop, a VAT code mapped to the wrong account).
 */
export function vatRateFindings(window: LedgerWindow, t: Thresholds['vat']): Finding[] {
  const out: Finding[] = [];
  for (const [voucherId, rows] of rowsByVoucher(window.rows)) {
    const date = rows[0]!.date;
    if (!inPeriod(window, date)) continue;
    const judged = judgeVoucher(rows, t);
    if (!judged) continue;
    const { fit, vat, account } = judged;
    const matched = fit.revenue !== 0;
    out.push({
      key: `vat:${voucherId}`,
      kind: 'vat_rate',
      date,
      account,
      amount: -vat,
      score: round(Math.min(10, fit.worst / judged.allowed), 2),
      reason: matched
        ? {
            key: 'vat_rate',
            params: {
              account,
              vat: formatMinor(Math.abs(vat), 'SEK'),
              revenue: formatMinor(Math.abs(fit.revenue), 'SEK'),
              rate: round((vat / fit.revenue) * 100),
            },
          }
        : { key: 'vat_unmatched', params: { account, vat: formatMinor(Math.abs(vat), 'SEK') } },
      voucherIds: [voucherId],
    });
  }
  return out;
}
