import type { LedgerDocument } from '../../model/document';
import { formatMinor } from '../../money';

/** Visma's VoucherText holds at most 1000 characters, TransactionText 50. */
const VOUCHER_TEXT_MAX = 1000;
const ROW_TEXT_MAX = 50;

/** Where the marker sits in VoucherText: at the end, in brackets, so `contains` finds it exactly. */
export const markerTag = (marker: string) => `[${marker}]`;

/** The voucher text: the description, cut so the marker always fits after it. */
export function voucherText(description: string, marker: string): string {
  const tag = markerTag(marker);
  const room = VOUCHER_TEXT_MAX - tag.length - 1;
  return `${description.slice(0, Math.max(0, room))} ${tag}`.trimStart();
}

/** Visma's JSON numbers with two decimals, from öre, through the decimal string. */
const amount = (minor: number) => Number(formatMinor(minor, 'SEK'));

/** A balanced document → Visma `VoucherApi` (a manual voucher in the default series). */
export function toVismaVoucher(document: LedgerDocument, marker: string) {
  return {
    VoucherDate: document.date,
    VoucherText: voucherText(document.description, marker),
    Rows: document.rows.map((r) => ({
      AccountNumber: Number(r.account),
      DebitAmount: amount(r.debit),
      CreditAmount: amount(r.credit),
      TransactionText: r.description.slice(0, ROW_TEXT_MAX),
    })),
  };
}
