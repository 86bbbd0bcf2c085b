import type { CanonicalSale, SaleWarning } from '@portal/connectors/model/sale';
import { formatMinor } from '@portal/connectors/money';
import type { AccountMapping } from './accounts';
import type { BookingDocument } from './documents';
import { finishRows } from './finish';
import type { PostingOptions } from './finish';
import { saleRows } from './sale-rows';

export type { PostingOptions };

/** Differences up to one krona are öresavrundning; anything larger is reported (DOMAIN.md). */
export const ROUNDING_LIMIT = 100;

export interface Posting {
  documents: BookingDocument[];
  warnings: SaleWarning[];
}

/** Reports a remainder beyond öresavrundning, unless the mapping already said the sale is off. */
export function reportRemainder(
  warnings: SaleWarning[],
  remainder: number,
  account: string,
  currency: string,
) {
  if (Math.abs(remainder) <= ROUNDING_LIMIT) return;
  if (warnings.some((w) => w.code === 'total_mismatch')) return;
  warnings.push({
    code: 'total_mismatch',
    message: `A difference of ${remainder} minor units was booked to ${account}`,
    key: 'remainder_booked',
    params: { amount: `${formatMinor(remainder, currency)} ${currency}`, account },
  });
}

/** Per-order model: one voucher per order, a reversing voucher per refund (ADR 011). */
export function postSale(
  sale: CanonicalSale,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const built = saleRows(sale, accounts);
  const warnings = [...sale.warnings, ...built.warnings];
  const { rows, currency, remainder } = finishRows(
    built.rows,
    sale.currency,
    { ...options, remainderAccount: accounts.rounding, remainderText: 'Öresavrundning' },
    warnings,
  );
  reportRemainder(warnings, remainder, accounts.rounding, currency);
  const label = sale.kind === 'order' ? 'Order' : 'Återbetalning';
  return {
    documents: [
      {
        type: 'voucher',
        date: sale.date,
        description: `${label} ${sale.reference}${sale.customer ? `, ${sale.customer.name}` : ''}`,
        currency,
        rows,
      },
    ],
    warnings,
  };
}
