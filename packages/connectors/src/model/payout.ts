import type { SaleWarning } from './sale';

/**
 * One movement a payout settles, in the payout's currency: a charge, a refund, a dispute (or its
 * reversal), a fee of its own, an adjustment or a reserve held back (or released).
 */
export interface PayoutTransaction {
  id: string;
  type: 'charge' | 'refund' | 'dispute' | 'fee' | 'adjustment' | 'reserve' | 'other';
  /** gross, signed: charges positive, refunds and disputes negative; a fee of its own has 0 */
  amount: number;
  /** the provider's fee, positive when it is a cost (a returned fee is negative) */
  fee: number;
  /** amount − fee */
  net: number;
  /** the shop order it belongs to, if any */
  orderId?: string;
  /**
   * SEK per unit of the payout's currency when this transaction settled, as the provider states
   * it; the payout's own rate when absent
   */
  rateToSek?: string;
  /** the provider's own words, kept on the voucher row */
  description?: string;
}

/** A provider's payout to the bank, with the transactions it pays (canonical, minor units). */
export interface CanonicalPayout {
  source: string;
  sourceId: string;
  /** YYYY-MM-DD, the day it reaches the bank */
  date: string;
  currency: string;
  /** what reaches the bank */
  amount: number;
  transactions: PayoutTransaction[];
  /** SEK per unit of `currency` at the payout, when the source states it */
  rateToSek?: string;
  warnings: SaleWarning[];
}
