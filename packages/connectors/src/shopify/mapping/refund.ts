import { negate, parseMinor } from '../../money';
import { checkTotal, impliedVatRate } from '../../model/sale';
import type { CanonicalSale, SaleLine } from '../../model/sale';
import { localDate, percent } from './order';
import type { ShopifyLineItem, ShopifyTaxLine } from './order';

/** The parts of Shopify's refund resource (REST and `refunds/create` webhooks) we book from. */
export interface ShopifyRefund {
  id: number;
  order_id: number;
  created_at: string;
  processed_at?: string | null;
  note?: string | null;
  refund_line_items: {
    quantity: number;
    subtotal?: string | number | null;
    total_tax?: string | number | null;
    line_item: ShopifyLineItem & { tax_lines?: ShopifyTaxLine[] | null };
  }[];
  order_adjustments?: {
    kind: string;
    amount: string;
    tax_amount: string;
    reason?: string;
  }[];
  transactions: { kind: string; status: string; amount: string; currency?: string }[];
}

/**
 * Shopify refund → canonical sale of kind `refund`: the refunded lines with their share of the
 * line's tax, refunded shipping, and the money actually paid back as the total.
 */
export function mapShopifyRefund(
  refund: ShopifyRefund,
  orderCurrency?: string,
  /** the order's `taxes_included`: then a line's subtotal includes its tax */
  taxesIncluded = false,
): CanonicalSale {
  const currency = orderCurrency ?? refund.transactions.find((t) => t.currency)?.currency ?? 'SEK';
  const money = (amount: string | number | null | undefined) =>
    amount === null || amount === undefined ? 0 : parseMinor(String(amount), currency);
  const lines: SaleLine[] = [];
  for (const item of refund.refund_line_items) {
    const line = item.line_item;
    const taxLines = line.tax_lines ?? [];
    const share = (minor: number) => Math.round((minor * item.quantity) / (line.quantity || 1));
    const vat =
      item.total_tax !== undefined && item.total_tax !== null
        ? money(item.total_tax)
        : share(taxLines.reduce((sum, t) => sum + money(t.price), 0));
    const amount =
      item.subtotal !== undefined && item.subtotal !== null
        ? money(item.subtotal)
        : money(line.price) * item.quantity - share(money(line.total_discount));
    const net = taxesIncluded ? amount - vat : amount;
    lines.push({
      kind: line.gift_card ? 'gift_card' : 'product',
      description: line.name ?? line.title,
      ...(line.sku ? { sku: line.sku } : {}),
      quantity: item.quantity,
      net,
      vat,
      vatRate: taxLines.reduce((sum, t) => sum + percent(t.rate), 0),
    });
  }
  for (const adjustment of refund.order_adjustments ?? []) {
    if (adjustment.kind !== 'shipping_refund') continue;
    // adjustments are negative: money going back to the customer
    const net = negate(money(adjustment.amount));
    const vat = negate(money(adjustment.tax_amount));
    lines.push({
      kind: 'shipping',
      description: 'Frakt',
      quantity: 1,
      net,
      vat,
      vatRate: impliedVatRate(net, vat),
    });
  }
  const total = refund.transactions
    .filter((t) => t.kind === 'refund' && t.status === 'success')
    .reduce((sum, t) => sum + money(t.amount), 0);
  const sale: CanonicalSale = {
    kind: 'refund',
    source: 'shopify',
    sourceId: String(refund.id),
    orderId: String(refund.order_id),
    reference: `${refund.order_id}`,
    date: localDate(refund.processed_at ?? refund.created_at),
    currency,
    customer: null,
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total,
    warnings: [],
  };
  return checkTotal(sale);
}
