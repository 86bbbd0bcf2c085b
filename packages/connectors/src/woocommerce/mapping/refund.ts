import { formatMinor, negate, parseMinor } from '../../money';
import { checkTotal, impliedVatRate } from '../../model/sale';
import type { CanonicalSale, SaleLine } from '../../model/sale';

/** A WooCommerce order refund (REST `wc/v3/orders/{id}/refunds`). */
export interface WooRefund {
  id: number;
  date_created: string;
  /** positive: what was paid back */
  amount: string;
  reason?: string;
  line_items?: {
    name?: string;
    sku?: string;
    quantity?: number;
    /** negative for refunded items */
    total: string;
    total_tax: string;
  }[];
  shipping_lines?: { method_title?: string; total: string; total_tax: string }[];
}

/**
 * WooCommerce refund → canonical sale of kind `refund`. A refund of an amount without lines says
 * nothing of its VAT: it is booked as VAT-free and reported for a person to decide.
 */
export function mapWooRefund(refund: WooRefund, orderId: string, currency: string): CanonicalSale {
  const money = (amount: string) => parseMinor(amount, currency);
  const lines: SaleLine[] = [];
  for (const item of refund.line_items ?? []) {
    const net = negate(money(item.total));
    const vat = negate(money(item.total_tax));
    lines.push({
      kind: 'product',
      description: item.name ?? '',
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: Math.abs(item.quantity ?? 1),
      net,
      vat,
      vatRate: impliedVatRate(net, vat),
    });
  }
  for (const shipping of refund.shipping_lines ?? []) {
    const net = negate(money(shipping.total));
    const vat = negate(money(shipping.total_tax));
    if (net || vat) {
      lines.push({
        kind: 'shipping',
        description: shipping.method_title ?? 'Frakt',
        quantity: 1,
        net,
        vat,
        vatRate: impliedVatRate(net, vat),
      });
    }
  }
  const total = money(refund.amount);
  const warnings: CanonicalSale['warnings'] = [];
  if (lines.length === 0 && total !== 0) {
    lines.push({
      kind: 'product',
      description: refund.reason || 'Återbetalning utan rader',
      quantity: 1,
      net: total,
      vat: 0,
      vatRate: 0,
    });
    const amount = `${formatMinor(total, currency)} ${currency}`;
    warnings.push({
      code: 'missing_tax_lines',
      message: `A refund of ${amount} without lines: its VAT is unknown`,
      key: 'refund_without_lines',
      params: { amount },
    });
  }
  const sale: CanonicalSale = {
    kind: 'refund',
    source: 'woocommerce',
    sourceId: String(refund.id),
    orderId,
    reference: orderId,
    date: refund.date_created.slice(0, 10),
    currency,
    customer: null,
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total,
    warnings,
  };
  return checkTotal(sale);
}
