import type Stripe from 'stripe';
import type { CanonicalPayout, PayoutTransaction } from '../../model/payout';
import { fromStripeMinor } from './amount';

/** What the mapping reads of a payout and of its balance transactions (Stripe REST v1). */
export type StripePayout = Pick<Stripe.Payout, 'id' | 'amount' | 'currency' | 'arrival_date'>;
export type StripeBalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  'id' | 'type' | 'reporting_category' | 'amount' | 'fee' | 'net' | 'currency' | 'description'
> & { source: unknown };

/** The fields of an expanded source (charge, refund, dispute) that lead to the shop order. */
interface SourceLike {
  metadata?: Record<string, string> | null;
  charge?: string | { metadata?: Record<string, string> | null } | null;
}

const TYPES: Record<string, PayoutTransaction['type']> = {
  charge: 'charge',
  payment: 'charge',
  refund: 'refund',
  payment_refund: 'refund',
  dispute: 'dispute',
  issuing_dispute: 'dispute',
  stripe_fee: 'fee',
  stripe_fx_fee: 'fee',
  application_fee: 'fee',
  tax_fee: 'fee',
  adjustment: 'adjustment',
  reserve_transaction: 'reserve',
  reserved_funds: 'reserve',
  reserve_hold: 'reserve',
  reserve_release: 'reserve',
  payment_network_reserve_hold: 'reserve',
  payment_network_reserve_release: 'reserve',
};

const DISPUTE_CATEGORIES = new Set(['dispute', 'dispute_reversal']);

/** Stripe's type, except that a dispute is an `adjustment` whose reporting category says so. */
export function transactionType(t: StripeBalanceTransaction): PayoutTransaction['type'] {
  if (DISPUTE_CATEGORIES.has(t.reporting_category)) return 'dispute';
  return TYPES[t.type] ?? 'other';
}

const orderOf = (metadata: Record<string, string> | null | undefined) =>
  metadata?.order_id || metadata?.order_number || undefined;

/** The charge's order (a refund's or dispute's through its charge, expanded as `source.charge`). */
export function orderIdOf(source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const { metadata, charge } = source as SourceLike;
  return (
    orderOf(metadata) ??
    (charge && typeof charge === 'object' ? orderOf(charge.metadata) : undefined)
  );
}

/**
 * One balance transaction in the payout's currency. A fee of its own (stripe_fee) moves no
 * sales money: its negative amount becomes a positive fee. `exchange_rate` is left out of
 * `rateToSek`: it converts the customer's currency into the balance currency the amounts are
 * already in, so it is not a rate of the payout's currency to SEK.
 */
function mapTransaction(t: StripeBalanceTransaction, currency: string): PayoutTransaction {
  if (t.currency.toUpperCase() !== currency)
    throw new Error(`Transaction ${t.id} is in ${t.currency}, the payout in ${currency}`);
  const money = (amount: number) => fromStripeMinor(amount, currency);
  const type = transactionType(t);
  const amount = type === 'fee' ? 0 : money(t.amount);
  const fee = type === 'fee' ? money(t.fee) - money(t.amount) : money(t.fee);
  const orderId = orderIdOf(t.source);
  return {
    id: t.id,
    type,
    amount,
    fee,
    net: money(t.net),
    ...(orderId ? { orderId } : {}),
    ...(t.description ? { description: t.description } : {}),
  };
}

/**
 * Payout + the balance transactions listed for it → canonical payout. The payout's own
 * transaction (type `payout`) is the transfer to the bank, not something it pays. When the
 * transactions do not add up to the deposit, the difference is reported, never hidden.
 */
export function mapStripePayout(
  payout: StripePayout,
  transactions: readonly StripeBalanceTransaction[],
): CanonicalPayout {
  const currency = payout.currency.toUpperCase();
  const settled = transactions
    .filter((t) => t.type !== 'payout')
    .map((t) => mapTransaction(t, currency));
  const amount = fromStripeMinor(payout.amount, currency);
  const result: CanonicalPayout = {
    source: 'stripe',
    sourceId: payout.id,
    date: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
    currency,
    amount,
    transactions: settled,
    warnings: [],
  };
  const inconsistent = settled.filter((t) => t.net !== t.amount - t.fee).map((t) => t.id);
  if (inconsistent.length)
    result.warnings.push({
      code: 'payout_mismatch',
      message: `Net is not amount less fee on transactions ${inconsistent.join(', ')}`,
      key: 'transaction_net_mismatch',
      params: { transactions: inconsistent.join(', ') },
    });
  // a payout that does not equal its transactions is reported where it is booked (postPayout)
  return result;
}
