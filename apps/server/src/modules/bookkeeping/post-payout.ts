import { formatMinor } from '@portal/connectors/money';
import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { AccountMapping } from './accounts';
import { row } from './documents';
import type { DocumentRow } from './documents';
import { finishRows } from './finish';
import type { PostingOptions } from './finish';
import type { Posting } from './post-sale';

/** A payout's rows: bank takes the deposit, fees their account, clearing gives up the gross. */
export function payoutRows(payout: CanonicalPayout, accounts: AccountMapping): DocumentRow[] {
  const gross = payout.transactions.reduce((sum, t) => sum + t.amount, 0);
  const fees = payout.transactions.reduce((sum, t) => sum + t.fee, 0);
  return [
    row(accounts.bank, payout.amount, `Utbetalning ${payout.source} ${payout.sourceId}`),
    row(accounts.fees, fees, 'Avgifter'),
    row(accounts.clearing, -gross, 'Avräkning av betalningar'),
  ].filter((r): r is DocumentRow => r !== null);
}

/**
 * One voucher per payout (DOMAIN.md); a deposit that does not equal its transactions leaves the
 * difference on the suspense account, reported with the amounts.
 */
export function postPayout(
  payout: CanonicalPayout,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const warnings = [...payout.warnings];
  const { rows, currency, remainder } = finishRows(
    payoutRows(payout, accounts),
    payout.currency,
    { ...options, remainderAccount: accounts.suspense, remainderText: 'Avvikelse i utbetalning' },
    warnings,
  );
  if (remainder !== 0) {
    warnings.push({
      code: 'payout_mismatch',
      message: `${formatMinor(remainder, currency)} ${currency} is left on ${accounts.suspense} until a person decides`,
    });
  }
  return {
    documents: [
      {
        type: 'voucher',
        date: payout.date,
        description: `Utbetalning ${payout.sourceId}`,
        currency,
        rows,
      },
    ],
    warnings,
  };
}
