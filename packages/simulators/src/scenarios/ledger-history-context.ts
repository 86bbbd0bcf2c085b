import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import type { HistoryBook } from './ledger-history-book';

export type IrregularityKind =
  | 'duplicate_supplier_invoice'
  | 'large_rent'
  | 'high_payout_fee'
  | 'payout_gap'
  | 'unusual_vat_rate';

export const IRREGULARITY_KINDS: readonly IrregularityKind[] = [
  'unusual_vat_rate',
  'large_rent',
  'duplicate_supplier_invoice',
  'high_payout_fee',
  'payout_gap',
];

/** Where a planted irregularity is in the books: financial year, series and number. */
export interface VoucherRef {
  yearStart: string;
  series: string;
  number: string;
  date: string;
}

/** An irregularity planted for the demo, as a detector should find it. */
export interface Irregularity {
  kind: IrregularityKind;
  /** the day it happens (the first day, for a gap) */
  date: string;
  /** the last day of a gap */
  until?: string;
  /** what happened, in English, for logs and test messages */
  label: string;
  /** the vouchers that show it (none for a gap: its mark is the missing payouts) */
  vouchers: VoucherRef[];
}

/** One day's takings through one payment provider, until the provider pays them out. */
export interface Sale {
  date: string;
  gross: number;
  orders: number;
}

export interface HistoryContext {
  book: HistoryBook;
  seed: number;
  random: () => number;
  /** mean daily sales, öre with VAT, before season and growth */
  mean: number;
  /** the first and the last day booked */
  start: string;
  end: string;
  /** work due on a later day (payments of invoices, taxes and VAT), by date */
  agenda: Map<string, Array<() => void>>;
  /** the day from which each planted irregularity waits for its first chance */
  plan: Map<IrregularityKind, string>;
  found: Irregularity[];
  unpaid: { stripe: Sale[]; klarna: Sale[] };
  /** net sales (öre, without VAT) of the running week, month and the month before */
  netSales: { week: number; month: number; previousMonth: number };
  /** the last day of a payout gap under way */
  gapUntil?: string;
  nextSupplierInvoice: number;
}

export function schedule(ctx: HistoryContext, date: string, work: () => void): void {
  if (date > ctx.end) return;
  const due = ctx.agenda.get(date) ?? [];
  due.push(work);
  ctx.agenda.set(date, due);
}

export function runAgenda(ctx: HistoryContext, date: string): void {
  for (const work of ctx.agenda.get(date) ?? []) work();
  ctx.agenda.delete(date);
}

/** true, once, when the irregularity is planned for this day or earlier */
export function takeIrregularity(ctx: HistoryContext, kind: IrregularityKind, date: string) {
  const planned = ctx.plan.get(kind);
  if (planned === undefined || planned > date) return false;
  ctx.plan.delete(kind);
  return true;
}

export const refOf = (ctx: HistoryContext, voucher: LedgerVoucher): VoucherRef => ({
  yearStart: ctx.book.year.start,
  series: voucher.series,
  number: voucher.number,
  date: voucher.date,
});

/** A normally distributed number (Box–Muller). */
export function gauss(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** öre rounded to whole kronor */
export const wholeKronor = (ore: number) => Math.round(ore / 100) * 100;

/** The net of an amount with VAT at `rate` (0.25 for 25 %); the VAT is the difference. */
export const netOf = (gross: number, rate: number) => Math.round(gross / (1 + rate));
