import type { BalanceTransaction, Payout, Shop } from '../model';
import { gid } from '../seed';
import type { GraphObject } from './execute';
import { money } from './order-nodes';

/** Shopify Payments payouts and balance transactions as Admin GraphQL objects. */
export function payoutNode(payout: Payout, shop: Shop): GraphObject {
  const moves = shop.balanceTransactions.filter((t) => t.payoutId === payout.id);
  const sum = (type: BalanceTransaction['type'], pick: (t: BalanceTransaction) => number) =>
    money(
      moves.filter((t) => t.type === type).reduce((s, t) => s + pick(t), 0),
      shop.currency,
    );
  return {
    __typename: 'ShopifyPaymentsPayout',
    id: gid('ShopifyPaymentsPayout', payout.id),
    legacyResourceId: String(payout.id),
    issuedAt: payout.issuedAt,
    status: 'PAID',
    transactionType: 'DEPOSIT',
    net: money(payout.net, shop.currency),
    summary: {
      __typename: 'ShopifyPaymentsPayoutSummary',
      chargesGross: sum('CHARGE', (t) => t.amount),
      chargesFee: sum('CHARGE', (t) => t.fee),
      refundsFeeGross: sum('REFUND', (t) => t.amount),
      refundsFee: sum('REFUND', (t) => t.fee),
      adjustmentsGross: money(0, shop.currency),
      adjustmentsFee: money(0, shop.currency),
      reservedFundsGross: money(0, shop.currency),
      reservedFundsFee: money(0, shop.currency),
      retriedPayoutsGross: money(0, shop.currency),
      retriedPayoutsFee: money(0, shop.currency),
    },
  };
}

export const balanceNode = (t: BalanceTransaction, shop: Shop): GraphObject => ({
  __typename: 'ShopifyPaymentsBalanceTransaction',
  id: gid('ShopifyPaymentsBalanceTransaction', t.id),
  type: t.type,
  test: false,
  amount: money(t.amount, shop.currency),
  fee: money(t.fee, shop.currency),
  net: money(t.net, shop.currency),
  transactionDate: t.processedAt,
  sourceOrderTransactionId: String(t.sourceTransactionId),
  associatedOrder: { __typename: 'ShopifyPaymentsAssociatedOrder', id: gid('Order', t.orderId) },
  associatedPayout: {
    __typename: 'ShopifyPaymentsBalanceTransactionAssociatedPayout',
    id: gid('ShopifyPaymentsPayout', t.payoutId),
    status: 'PAID',
  },
});
