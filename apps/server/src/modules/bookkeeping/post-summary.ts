import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { CanonicalSale, SaleWarning } from '@portal/connectors/model/sale';
import type { AccountMapping } from './accounts';
import { finishRows } from './finish';
import type { PostingOptions } from './finish';
import { payoutRows } from './post-payout';
import type { Posting } from './post-sale';
import { reportRemainder } from './post-sale';
import { saleRows } from './sale-rows';

export interface SummaryInput {
  /** the sales of the day, or the sales a payout settles */
  sales: CanonicalSale[];
  /** per-payout model: the payout, whose bank line equals its deposit */
  payout?: CanonicalPayout;
  /** per-day model: the day; per-payout: defaults to the payout's date */
  date?: string;
  currency: string;
}

/**
 * Summary model (ADR 011): one voucher for many sales — per day, or per payout with the bank line
 * equal to the deposit. Rows net per account, so a payout that settles exactly its sales leaves
 * nothing on the clearing account.
 */
export function postSummary(
  input: SummaryInput,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const warnings: SaleWarning[] = [];
  const raw = [];
  for (const sale of input.sales) {
    if (sale.currency !== input.currency) {
      throw new Error(
        `Sale ${sale.reference} is in ${sale.currency}, the summary in ${input.currency}`,
      );
    }
    const built = saleRows(sale, accounts);
    raw.push(...built.rows);
    for (const w of [...sale.warnings, ...built.warnings]) {
      warnings.push({ ...w, message: `${sale.reference}: ${w.message}`, sale: sale.reference });
    }
  }
  if (input.payout) {
    const built = payoutRows(input.payout, accounts);
    raw.push(...built.rows);
    warnings.push(...input.payout.warnings, ...built.warnings);
  }
  const { rows, currency, remainder } = finishRows(
    raw,
    input.currency,
    { ...options, net: true, remainderAccount: accounts.rounding, remainderText: 'Öresavrundning' },
    warnings,
  );
  reportRemainder(warnings, remainder, accounts.rounding, currency);
  const date = input.date ?? input.payout?.date ?? input.sales[0]?.date ?? '';
  const description = input.payout
    ? `Utbetalning ${input.payout.sourceId}: ${input.sales.length} försäljningar`
    : `Försäljning ${date}: ${input.sales.length} st`;
  return { documents: [{ type: 'voucher', date, description, currency, rows }], warnings };
}
