import { convert, divideRounded } from './money';
import type { BalanceTransaction, Payout, Shop } from './model';
import { nextId } from './seed';

/** Shopify Payments in Sweden: 1.8 % + 1.80 kr per charge; refunds carry no fee. */
const chargeFee = (amount: number) => divideRounded(amount * 18, 1000) + 180;

/**
 * Pays out every card payment and refund made up to `at` and not yet paid out: one balance
 * transaction each, in shop currency (foreign orders at their settlement rate), and a payout whose
 * net is their sum. Nothing to pay → no payout.
 */
export function settle(shop: Shop, at: string): Payout | null {
  const until = Date.parse(at);
  const payoutId = nextId(shop, 88_000_000);
  const settled: BalanceTransaction[] = [];
  for (const order of shop.orders) {
    for (const t of order.transactions) {
      if (t.gateway !== 'shopify_payments' || t.payoutId || Date.parse(t.createdAt) > until)
        continue;
      const shopAmount = convert(t.amount, order.rate);
      const amount = t.kind === 'SALE' ? shopAmount : -shopAmount;
      const fee = t.kind === 'SALE' ? chargeFee(shopAmount) : 0;
      t.payoutId = payoutId;
      settled.push({
        id: nextId(shop, 700_000_000),
        type: t.kind === 'SALE' ? 'CHARGE' : 'REFUND',
        amount,
        fee,
        net: amount - fee,
        orderId: order.id,
        sourceTransactionId: t.id,
        payoutId,
        processedAt: t.createdAt,
      });
    }
  }
  if (!settled.length) return null;
  const payout: Payout = {
    id: payoutId,
    issuedAt: new Date(until).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    net: settled.reduce((sum, t) => sum + t.net, 0),
    transactionIds: settled.map((t) => t.id),
  };
  shop.balanceTransactions.push(...settled);
  shop.payouts.push(payout);
  return payout;
}
