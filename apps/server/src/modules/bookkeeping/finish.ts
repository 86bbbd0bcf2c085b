import { convertMinor } from '@portal/connectors/money';
import type { SaleWarning } from '@portal/connectors/model/sale';
import type { AccountMapping } from './accounts';
import { balanceOf, mergeRows, row } from './documents';
import type { DocumentRow } from './documents';

export interface PostingOptions {
  /** SEK per unit of the source currency, from the provider's settlement */
  rateToSek?: string;
}

/**
 * Turns raw rows into a voucher's rows: merged per account and side (or netted per account),
 * converted to SEK at the settlement rate when one is known, and balanced — the remainder on the
 * rounding account (or, for payouts, the suspense account).
 */
export function finishRows(
  raw: DocumentRow[],
  currency: string,
  options: PostingOptions & { net?: boolean; remainderAccount: string; remainderText: string },
  warnings: SaleWarning[],
): { rows: DocumentRow[]; currency: string; remainder: number } {
  const combine = (rows: (DocumentRow | null)[]) => (options.net ? netRows(rows) : mergeRows(rows));
  let rows = combine(raw);
  if (currency !== 'SEK') {
    if (options.rateToSek) {
      rows = combine(
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
      warnings.push(rateMissing(currency));
    }
  }
  const remainder = -balanceOf({ rows });
  if (remainder !== 0) rows.push(row(options.remainderAccount, remainder, options.remainderText)!);
  return { rows, currency, remainder };
}

/** The settlement rate to SEK is not known yet: the voucher stays in its currency. */
export const rateMissing = (currency: string): SaleWarning => ({
  code: 'currency_rate_missing',
  message: `Booked in ${currency}: the settlement rate to SEK is not known yet`,
  key: 'currency_rate_missing',
  params: { currency },
});

/** One row per account with the net of its debits and credits; accounts that net to 0 vanish. */
export function netRows(rows: (DocumentRow | null)[]): DocumentRow[] {
  const totals = new Map<string, { amount: number; description: string }>();
  for (const r of rows) {
    if (!r) continue;
    const current = totals.get(r.account) ?? { amount: 0, description: r.description };
    current.amount += r.debit - r.credit;
    totals.set(r.account, current);
  }
  return [...totals]
    .map(([account, { amount, description }]) => row(account, amount, description))
    .filter((r): r is DocumentRow => r !== null);
}

export type { AccountMapping };
