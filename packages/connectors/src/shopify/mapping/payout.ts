import { parseMinor } from '../../money';
import type { CanonicalPayout, PayoutTransaction } from '../../model/payout';

/** Shopify Payments payout and its balance transactions (REST `shopify_payments`). */
export interface ShopifyPayout {
  id: number;
  status: string;
  date: string;
  currency: string;
  amount: string;
}
export interface ShopifyBalanceTransaction {
  id: number;
  type: string;
  payout_id?: number | null;
  currency: string;
  amount: string;
  fee: string;
  net: string;
  source_order_id?: number | null;
}

const TYPES: Record<string, PayoutTransaction['type']> = {
  charge: 'charge',
  refund: 'refund',
  dispute: 'dispute',
  adjustment: 'adjustment',
  reserve: 'reserve',
};

/**
 * Payout + its balance transactions → canonical payout. The payout's own transaction (type
 * `payout`) is the transfer itself, not something it pays. When the transactions do not add up to
 * the deposit, the difference is reported, never hidden (DOMAIN.md).
 */
export function mapShopifyPayout(
  payout: ShopifyPayout,
  transactions: ShopifyBalanceTransaction[],
): CanonicalPayout {
  const currency = payout.currency;
  const money = (amount: string) => parseMinor(amount, currency);
  const settled = transactions
    .filter((t) => t.type !== 'payout' && (t.payout_id ?? payout.id) === payout.id)
    .map((t): PayoutTransaction => ({
      id: String(t.id),
      type: TYPES[t.type] ?? 'other',
      amount: money(t.amount),
      fee: money(t.fee),
      net: money(t.net),
      ...(t.source_order_id ? { orderId: String(t.source_order_id) } : {}),
    }));
  const amount = money(payout.amount);
  const result: CanonicalPayout = {
    source: 'shopify',
    sourceId: String(payout.id),
    date: payout.date,
    currency,
    amount,
    transactions: settled,
    warnings: [],
  };
  const inconsistent = settled.filter((t) => t.net !== t.amount - t.fee).map((t) => t.id);
  if (inconsistent.length) {
    result.warnings.push({
      code: 'payout_mismatch',
      message: `Net is not amount less fee on transactions ${inconsistent.join(', ')}`,
      key: 'transaction_net_mismatch',
      params: { transactions: inconsistent.join(', ') },
    });
  }
  // a payout that does not equal its transactions is reported where it is booked (postPayout)
  return result;
}
