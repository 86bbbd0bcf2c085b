import { parseMinor } from '../../money';
import { checkTotal, impliedVatRate } from '../../model/sale';
import type { CanonicalSale, SaleLine } from '../../model/sale';

/** The parts of a WooCommerce order (REST `wc/v3/orders`, order webhooks) we book from. */
interface WooTaxShare {
  id: number;
  total: string;
}
interface WooLine {
  name?: string;
  method_title?: string;
  sku?: string;
  quantity?: number;
  /** after discounts, excluding tax */
  total: string;
  total_tax: string;
  taxes?: WooTaxShare[];
}
export interface WooOrder {
  id: number;
  number: string;
  currency: string;
  date_created: string;
  date_paid?: string | null;
  total: string;
  billing?: { first_name?: string; last_name?: string; email?: string };
  line_items: WooLine[];
  shipping_lines?: WooLine[];
  fee_lines?: WooLine[];
  tax_lines?: { rate_id: number; rate_percent?: number; label?: string }[];
}

/**
 * The VAT rate of a line: the order's tax line's `rate_percent` when the store sends it (WooCommerce
 * 3.7+), otherwise the line's own tax over its amount, to two decimals.
 */
function rateOf(order: WooOrder, line: WooLine, net: number, vat: number): number {
  const rateId = line.taxes?.find((t) => parseFloat(t.total) !== 0)?.id ?? line.taxes?.[0]?.id;
  const stated = order.tax_lines?.find((t) => t.rate_id === rateId)?.rate_percent;
  return stated ?? impliedVatRate(net, vat);
}

/** WooCommerce order → canonical sale. Coupons are already in the line totals. */
export function mapWooOrder(order: WooOrder): CanonicalSale {
  const currency = order.currency;
  const money = (amount: string) => parseMinor(amount, currency);
  const lines: SaleLine[] = [];
  const add = (kind: SaleLine['kind'], line: WooLine, description: string) => {
    const net = money(line.total);
    const vat = money(line.total_tax);
    if (net === 0 && vat === 0 && kind !== 'product') return;
    lines.push({
      kind,
      description,
      ...(line.sku ? { sku: line.sku } : {}),
      quantity: line.quantity ?? 1,
      net,
      vat,
      vatRate: rateOf(order, line, net, vat),
    });
  };
  for (const item of order.line_items) add('product', item, item.name ?? '');
  for (const shipping of order.shipping_lines ?? [])
    add('shipping', shipping, shipping.method_title ?? '');
  for (const fee of order.fee_lines ?? []) add('product', fee, fee.name ?? '');

  const name = [order.billing?.first_name, order.billing?.last_name].filter(Boolean).join(' ');
  const email = order.billing?.email || undefined;
  const total = money(order.total);
  const sale: CanonicalSale = {
    kind: 'order',
    source: 'woocommerce',
    sourceId: String(order.id),
    reference: order.number,
    date: (order.date_paid ?? order.date_created).slice(0, 10),
    currency,
    customer: name || email ? { name: name || email!, ...(email ? { email } : {}) } : null,
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total,
    warnings: [],
  };
  return checkTotal(sale);
}
