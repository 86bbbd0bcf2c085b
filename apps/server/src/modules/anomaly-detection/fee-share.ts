import { formatMinor } from '@portal/connectors/money';
import type { Finding, LedgerWindow } from './ledger-window';
import { inPeriod, round } from './ledger-window';
import type { Provider } from './payouts';
import { robustCenter } from './robust-stats';
import type { Thresholds } from './thresholds';

/** A provider needs this many payouts with a fee before its usual share is known. */
export const MIN_PAYOUTS = 6;
/** A jump costing less than 100 kr is not worth a look. */
const MIN_EXCESS = 10_000;

/**
 * A payout whose fee is a much larger share of what it settles than the provider usually keeps
 * (its median share over the window): a changed price plan, or a charge that should not be there.
 */
export function feeShareFindings(
  window: LedgerWindow,
  providers: readonly Provider[],
  t: Thresholds['fee'],
): Finding[] {
  const out: Finding[] = [];
  for (const provider of providers) {
    const charged = provider.payouts.filter((p) => p.fee > 0 && p.gross > 0);
    if (charged.length < MIN_PAYOUTS) continue;
    const shares = charged.map((p) => p.fee / p.gross);
    const usual = robustCenter(shares, 0);
    const scale = Math.max(usual.scale, usual.center * 0.1, 0.0005);
    for (const payout of charged) {
      if (!inPeriod(window, payout.date)) continue;
      const share = payout.fee / payout.gross;
      const z = (share - usual.center) / scale;
      const factor = share / Math.max(usual.center, 1e-9);
      const excess = payout.fee - usual.center * payout.gross;
      if (factor < t.factor || z < t.z || excess < MIN_EXCESS) continue;
      out.push({
        key: `fee:${provider.key}:${payout.voucherId}`,
        kind: 'fee_share',
        date: payout.date,
        account: payout.feeAccount,
        amount: payout.fee,
        score: round(Math.min(factor / t.factor, z / t.z), 2),
        reason: {
          key: 'fee_share',
          params: {
            provider: provider.name,
            share: round(share * 100, 2),
            usual: round(usual.center * 100, 2),
            fee: formatMinor(payout.fee, 'SEK'),
            gross: formatMinor(payout.gross, 'SEK'),
          },
        },
        voucherIds: [payout.voucherId],
      });
    }
  }
  return out;
}
