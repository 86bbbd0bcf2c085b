import type Stripe from 'stripe';
import { stripeCall, stripeList } from '../transport';

/** Stripe's largest list page. */
export const STRIPE_MAX_LIMIT = 100;

export interface ArrivalRange {
  /** exclusive, epoch seconds */
  after: number;
  /** inclusive, epoch seconds */
  until: number;
}

/** Paid payouts arriving in the range, as Stripe lists them (newest first), page by page. */
export function paidPayoutsArriving(
  stripe: Stripe,
  range: ArrivalRange,
  limit: number,
): AsyncGenerator<Stripe.Payout> {
  return stripeList(
    stripe.payouts.list({
      status: 'paid',
      arrival_date: { gt: range.after, lte: range.until },
      limit,
    }),
  );
}

export function getPayout(stripe: Stripe, id: string): Promise<Stripe.Payout> {
  return stripeCall(() => stripe.payouts.retrieve(id));
}

/**
 * Every balance transaction a payout settles (its own `payout` transaction included), each with
 * its source expanded, and the source's charge, so refunds and disputes lead to their order.
 */
export async function payoutTransactions(
  stripe: Stripe,
  payoutId: string,
): Promise<Stripe.BalanceTransaction[]> {
  const list = stripe.balanceTransactions.list({
    payout: payoutId,
    limit: STRIPE_MAX_LIMIT,
    expand: ['data.source', 'data.source.charge'],
  });
  const transactions: Stripe.BalanceTransaction[] = [];
  for await (const transaction of stripeList(list)) transactions.push(transaction);
  return transactions;
}

/** The cheapest authenticated call. */
export async function retrieveBalance(stripe: Stripe): Promise<void> {
  await stripeCall(() => stripe.balance.retrieve());
}
