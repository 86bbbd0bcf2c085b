import { convertMinor, formatMinor } from '@portal/connectors/money';
import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { AccountMapping } from './accounts';
import { balanceOf, mergeRows, row } from './documents';
import type { Posting, PostingOptions } from './post-sale';

/**
 * One voucher per payout (DOMAIN.md): the bank takes the deposit, the clearing account gives up
 * the gross of what was settled, fees go to the fee account; a deposit that does not equal its
 * transactions leaves the difference on the suspense account, reported with the amounts.
 */
export function postPayout(
  payout: CanonicalPayout,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const warnings = [...payout.warnings];
  const gross = payout.transactions.reduce((sum, t) => sum + t.amount, 0);
  const fees = payout.transactions.reduce((sum, t) => sum + t.fee, 0);
  let rows = mergeRows([
    row(accounts.bank, payout.amount, `Utbetalning ${payout.source} ${payout.sourceId}`),
    row(accounts.fees, fees, 'Avgifter'),
    row(accounts.clearing, -gross, 'Avräkning av betalningar'),
  ]);
  let currency = payout.currency;
  if (currency !== 'SEK') {
    if (options.rateToSek) {
      rows = mergeRows(
        rows.map((r) =>
          row(
            r.account,
            convertMinor(r.debit - r.credit, currency, options.rateToSek!),
            r.description,
          ),
        ),
      );
      currency = 'SEK';
    } else {
      warnings.push({
        code: 'currency_rate_missing',
        message: `Booked in ${currency}: the settlement rate to SEK is not known yet`,
      });
    }
  }
  const difference = balanceOf({ rows });
  if (difference !== 0) {
    rows.push(row(accounts.suspense, -difference, 'Avvikelse i utbetalning')!);
    warnings.push({
      code: 'payout_mismatch',
      message: `${formatMinor(-difference, currency)} ${currency} is left on ${accounts.suspense} until a person decides`,
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
