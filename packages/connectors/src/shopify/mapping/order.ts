import { allocate, formatMinor, parseMinor } from '../../money';
import { checkTotal } from '../../model/sale';
import { shippingOf } from './shipping';
import type {
  CanonicalSale,
  SaleAddress,
  SaleDiscount,
  SaleLine,
  SaleWarning,
} from '../../model/sale';

/** The parts of Shopify's order resource (REST Admin API and `orders/*` webhooks) we book from. */
export interface ShopifyTaxLine {
  price: string;
  rate: number;
  title?: string;
}
export interface ShopifyLineItem {
  id: number;
  title: string;
  name?: string;
  sku?: string | null;
  price: string;
  quantity: number;
  gift_card?: boolean | null;
  requires_shipping?: boolean | null;
  /** the weight of one, as the variant had it when bought; 0 when it had none */
  grams?: number | null;
  taxable?: boolean | null;
  total_discount?: string | null;
  discount_allocations?: { amount: string }[] | null;
  tax_lines?: ShopifyTaxLine[] | null;
}
export interface ShopifyOrder {
  id: number;
  name: string;
  order_number?: number;
  created_at: string;
  processed_at?: string | null;
  currency: string;
  taxes_included?: boolean;
  total_price: string;
  total_discounts?: string;
  tax_lines?: ShopifyTaxLine[];
  line_items: ShopifyLineItem[];
  shipping_lines?: {
    title: string;
    price: string;
    discounted_price?: string;
    tax_lines?: ShopifyTaxLine[];
  }[];
  customer?: {
    id?: number | null;
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
  } | null;
  email?: string | null;
  billing_address?: ShopifyAddress | null;
  shipping_address?: ShopifyShippingAddress | null;
  payment_gateway_names?: string[];
  /** the order's payment transactions (REST: `authorization` is the provider's reference) */
  transactions?: ShopifyTransaction[];
}

export interface ShopifyAddress {
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  zip?: string | null;
  city?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

export interface ShopifyShippingAddress extends ShopifyAddress {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

export interface ShopifyTransaction {
  kind: string;
  status: string;
  gateway?: string | null;
  /** the gateway's name as the admin shows it */
  formatted_gateway?: string | null;
  authorization?: string | null;
}

/** Shopify rates are fractions (0.25); percent with up to two decimals. */
export const percent = (rate: number) => Math.round(rate * 10000) / 100;

/** The calendar day in the shop's own offset: "2008-01-10T11:00:00-05:00" → "2008-01-10". */
export const localDate = (timestamp: string) => timestamp.slice(0, 10);

function lineTax(taxLines: ShopifyTaxLine[] | null | undefined, currency: string) {
  const lines = taxLines ?? [];
  return {
    vat: lines.reduce((sum, t) => sum + parseMinor(t.price, currency), 0),
    rate: lines.length ? lines.reduce((sum, t) => sum + percent(t.rate), 0) : undefined,
  };
}

/**
 * Spreads order-level tax lines over taxable lines that carry none (older orders and some
 * webhooks), in proportion to their amounts, per rate.
 */
function spreadOrderTax(lines: SaleLine[], order: ShopifyOrder, untaxed: number[]) {
  const currency = order.currency;
  const warnings: SaleWarning[] = [];
  const orderTax = order.tax_lines ?? [];
  if (!untaxed.length || !orderTax.length) return warnings;
  const assigned = lines.reduce((sum, l) => sum + l.vat, 0);
  const total = orderTax.reduce((sum, t) => sum + parseMinor(t.price, currency), 0) - assigned;
  const rate = orderTax.reduce((sum, t) => sum + percent(t.rate), 0);
  const shares = allocate(
    total,
    untaxed.map((i) => lines[i]!.net),
  );
  untaxed.forEach((index, n) => {
    lines[index] = { ...lines[index]!, vat: shares[n]!, vatRate: rate };
  });
  const amount = `${formatMinor(total, currency)} ${currency}`;
  warnings.push({
    code: 'missing_tax_lines',
    message: `Order-level tax ${amount} spread over ${untaxed.length} lines without tax lines`,
    key: 'missing_tax_lines',
    params: { amount, lines: untaxed.length },
  });
  return warnings;
}

/** Shopify order → canonical sale (what the engine books and the preview shows). */
export function mapShopifyOrder(order: ShopifyOrder): CanonicalSale {
  const currency = order.currency;
  const money = (amount: string | null | undefined) => (amount ? parseMinor(amount, currency) : 0);
  const lines: SaleLine[] = [];
  const untaxed: number[] = [];

  for (const item of order.line_items) {
    const gross = money(item.price) * item.quantity;
    const discount =
      item.discount_allocations?.reduce((sum, d) => sum + money(d.amount), 0) ??
      money(item.total_discount);
    const tax = lineTax(item.tax_lines, currency);
    const amount = gross - discount;
    const net = order.taxes_included ? amount - tax.vat : amount;
    const giftCard = item.gift_card === true;
    if (!giftCard && item.taxable !== false && tax.rate === undefined) untaxed.push(lines.length);
    lines.push({
      kind: giftCard ? 'gift_card' : 'product',
      description: item.name ?? item.title,
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: item.quantity,
      net,
      vat: tax.vat,
      vatRate: giftCard ? 0 : (tax.rate ?? 0),
    });
  }
  for (const shipping of order.shipping_lines ?? []) {
    const amount = money(shipping.discounted_price ?? shipping.price);
    const tax = lineTax(shipping.tax_lines, currency);
    if (amount === 0 && tax.vat === 0) continue;
    lines.push({
      kind: 'shipping',
      description: shipping.title,
      quantity: 1,
      net: order.taxes_included ? amount - tax.vat : amount,
      vat: tax.vat,
      vatRate: tax.rate ?? 0,
    });
  }

  const warnings = spreadOrderTax(lines, order, untaxed);
  const discounts: SaleDiscount[] = []; // Shopify allocates discounts to the lines
  const total = money(order.total_price);
  const shipping = shippingOf(order);
  const sale: CanonicalSale = {
    kind: 'order',
    source: 'shopify',
    sourceId: String(order.id),
    reference: order.name,
    date: localDate(order.processed_at ?? order.created_at),
    currency,
    customer: customerOf(order),
    lines,
    discounts,
    giftCardsRedeemed: 0,
    total,
    ...paymentOf(order),
    ...(shipping ? { shipping } : {}),
    warnings,
  };
  return checkTotal(sale);
}

const present = (value: string | null | undefined) => value?.trim() || undefined;

function addressOf(billing: ShopifyAddress | null | undefined): SaleAddress | undefined {
  if (!billing) return undefined;
  const address = {
    address1: present(billing.address1),
    address2: present(billing.address2),
    zip: present(billing.zip),
    city: present(billing.city),
    country: present(billing.country_code)?.toUpperCase(),
    phone: present(billing.phone),
  };
  const kept = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * The buyer: the customer's name (the billing company's, when a company bought), e-mail, id and
 * billing address. Shopify keeps no organisation number on an order.
 */
function customerOf(order: ShopifyOrder): CanonicalSale['customer'] {
  const c = order.customer;
  const person = [c?.first_name, c?.last_name].filter(Boolean).join(' ');
  const name = present(order.billing_address?.company) ?? person;
  const email = c?.email ?? order.email ?? undefined;
  if (!name && !email) return null;
  const address = addressOf(order.billing_address);
  return {
    name: name || email!,
    ...(email ? { email } : {}),
    ...(c?.id ? { id: String(c.id) } : {}),
    ...(address ? { address } : {}),
  };
}

const PAID = ['sale', 'capture'];

/**
 * How it was paid: the gateway of the payment that is not a gift card (the admin's name for it),
 * and its authorization as the provider's reference.
 */
function paymentOf(order: ShopifyOrder): Pick<CanonicalSale, 'payment'> {
  const paid = (order.transactions ?? []).filter(
    (t) => PAID.includes(t.kind.toLowerCase()) && t.status.toLowerCase() === 'success',
  );
  const main = paid.find((t) => t.gateway !== 'gift_card') ?? paid[0];
  const method =
    present(main?.formatted_gateway) ??
    present(main?.gateway) ??
    order.payment_gateway_names?.find((g) => g !== 'gift_card') ??
    order.payment_gateway_names?.[0];
  if (!method) return {};
  const reference = present(main?.authorization);
  return { payment: { method, ...(reference ? { reference } : {}) } };
}
