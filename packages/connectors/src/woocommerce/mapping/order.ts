import { parseMinor } from '../../money';
import { checkTotal, impliedVatRate } from '../../model/sale';
import type { CanonicalSale, SaleLine } from '../../model/sale';
import { shippingOf } from './shipping';

/** The parts of a WooCommerce order (REST `wc/v3/orders`, order webhooks) we book from. */
export interface WooAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}
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
  /** 0 for a guest */
  customer_id?: number;
  order_key?: string;
  payment_method_title?: string;
  transaction_id?: string;
  billing?: WooAddress;
  /** empty parts when the checkout asked for no other address */
  shipping?: WooAddress;
  meta_data?: { key: string; value: unknown }[];
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

  const total = money(order.total);
  const sale: CanonicalSale = {
    kind: 'order',
    source: 'woocommerce',
    sourceId: String(order.id),
    reference: order.number,
    date: (order.date_paid ?? order.date_created).slice(0, 10),
    currency,
    customer: customerOf(order),
    lines,
    discounts: [],
    giftCardsRedeemed: 0,
    total,
    ...(order.payment_method_title
      ? {
          payment: {
            method: order.payment_method_title,
            ...(order.transaction_id ? { reference: order.transaction_id } : {}),
          },
        }
      : {}),
    ...(order.order_key ? { appReference: order.order_key } : {}),
    shipping: shippingOf(order),
    warnings: [],
  };
  return checkTotal(sale);
}

const present = (value: string | undefined) => value?.trim() || undefined;

/**
 * Swedish checkouts keep a company's organisation number in the order's meta data (Klarna
 * Checkout's `_billing_org_nr`, other plugins' `billing_org_number` and the like).
 */
const ORGANISATION_KEY = /^_?billing_(org|organisation|organization)_?(nr|no|number)$/i;

function organisationOf(order: WooOrder): string | undefined {
  const meta = order.meta_data?.find((m) => ORGANISATION_KEY.test(m.key));
  return typeof meta?.value === 'string' ? present(meta.value) : undefined;
}

/** The buyer: the billing company's name when there is one, else the person's. */
function customerOf(order: WooOrder): CanonicalSale['customer'] {
  const billing = order.billing ?? {};
  const person = [billing.first_name, billing.last_name].filter(Boolean).join(' ');
  const name = present(billing.company) ?? person;
  const email = present(billing.email);
  if (!name && !email) return null;
  const address = Object.fromEntries(
    Object.entries({
      address1: present(billing.address_1),
      address2: present(billing.address_2),
      zip: present(billing.postcode),
      city: present(billing.city),
      country: present(billing.country)?.toUpperCase(),
      phone: present(billing.phone),
    }).filter(([, v]) => v !== undefined),
  );
  const organisationNumber = organisationOf(order);
  return {
    name: name || email!,
    ...(email ? { email } : {}),
    ...(order.customer_id ? { id: String(order.customer_id) } : {}),
    ...(organisationNumber ? { organisationNumber } : {}),
    ...(Object.keys(address).length ? { address } : {}),
  };
}
