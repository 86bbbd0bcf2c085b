import type { SaleWarning } from './sale';

/** One movement a payout settles: a charge, refund, dispute, adjustment or reserve. */
export interface PayoutTransaction {
  id: string;
  type: 'charge' | 'refund' | 'dispute' | 'adjustment' | 'reserve' | 'other';
  /** gross, signed: charges positive, refunds and disputes negative */
  amount: number;
  /** the provider's fee, positive when it is a cost */
  fee: number;
  /** amount − fee */
  net: number;
  /** the shop order it belongs to, if any */
  orderId?: string;
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
  /** SEK per unit of `currency` at the provider's settlement, when the source states it */
  rateToSek?: string;
  warnings: SaleWarning[];
}
