import { formatMinor } from '../../money';

/** A balanced voucher to post, amounts in öre (what the engine's posting produces). */
export interface VoucherDraft {
  series: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  rows: { account: string; debit: number; credit: number; description: string }[];
}

/** Fortnox's JSON numbers with two decimals, from öre, through the decimal string. */
const amount = (minor: number) => Number(formatMinor(minor, 'SEK'));

/**
 * Draft → Fortnox `Voucher`. `marker` goes into Comments so the engine can find its own voucher
 * before creating it again (exactly once, ADR 011); Description is cut to Fortnox's 200.
 */
export function toFortnoxVoucher(draft: VoucherDraft, marker: string) {
  return {
    VoucherSeries: draft.series,
    TransactionDate: draft.date,
    Description: draft.description.slice(0, 200),
    Comments: marker,
    VoucherRows: draft.rows.map((r) => ({
      Account: Number(r.account),
      Debit: amount(r.debit),
      Credit: amount(r.credit),
      TransactionInformation: r.description.slice(0, 100),
    })),
  };
}
