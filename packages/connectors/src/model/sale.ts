import { formatMinor } from '../money';

/**
 * The canonical sale every app connector maps to and the engine books from. Amounts are integer
 * minor units of `currency` (ADR 002); VAT is what the source reported, never recomputed.
 */
export type SaleLineKind = 'product' | 'shipping' | 'gift_card';

export interface SaleLine {
  kind: SaleLineKind;
  description: string;
  sku?: string;
  quantity: number;
  /** excluding VAT, after the line's own discounts */
  net: number;
  vat: number;
  /** whole or fractional percent as the source states it (25, 12, 6, 0 in Sweden) */
  vatRate: number;
}

/** An order-level discount, split per VAT rate, as positive amounts that reduce the sale. */
export interface SaleDiscount {
  description: string;
  net: number;
  vat: number;
  vatRate: number;
}

/** A warning's words: `engine.reason.<key>` in the i18n, one key per wording. */
export const SALE_WARNING_KEYS = [
  'total_mismatch',
  'refund_total_mismatch',
  'remainder_booked',
  'unknown_vat_rate',
  'currency_rate_missing',
  'missing_tax_lines',
  'refund_without_lines',
  'payout_mismatch',
  'transaction_net_mismatch',
  'payout_adjustment',
] as const;
export type SaleWarningKey = (typeof SALE_WARNING_KEYS)[number];

/** Something a person should look at: the element is booked only once they decide (Ambiguous). */
export interface SaleWarning {
  code:
    | 'total_mismatch'
    | 'unknown_vat_rate'
    | 'currency_rate_missing'
    | 'missing_tax_lines'
    | 'payout_mismatch'
    | 'payout_adjustment';
  /** in English, for logs and search */
  message: string;
  /** the message in the reader's language: `engine.reason.<key>` filled with `params` */
  key: SaleWarningKey;
  /** what the words name; amounts formatted with their currency ("165.35 SEK") */
  params: Record<string, string | number>;
  /** in a summary of many sales: the reference of the sale it concerns */
  sale?: string;
}

/** A billing address as the shop has it; every part optional but the country. */
export interface SaleAddress {
  address1?: string;
  address2?: string;
  zip?: string;
  city?: string;
  /** ISO 3166-1 alpha-2, e.g. SE */
  country?: string;
  phone?: string;
}

/** Who bought, as the shop knows them (e3 makes them a customer in the ledger). */
export interface SaleCustomer {
  /** the person's name, or the company's when a company bought */
  name: string;
  email?: string;
  /** the shop's customer id; none for a guest */
  id?: string;
  /** the buyer's organisation number, when the shop keeps one (a company buying) */
  organisationNumber?: string;
  address?: SaleAddress;
}

/** One kind of item the order ships: what a parcel's contents list. */
export interface SaleShippingItem {
  description: string;
  sku?: string;
  quantity: number;
  /** the weight of one, where the shop keeps it */
  grams?: number;
  /** what one costs the customer including VAT, minor units */
  unitPrice: number;
}

/** Where and how an order ships, as the shop has it (the shipments' receiver and contents). */
export interface SaleShipping {
  /** the ship-to address; the billing address when the shop keeps no other */
  address?: SaleAddress & { name: string; company?: string; email?: string };
  /** the shop's shipping method as the order names it (a service mapping's key) */
  method?: string;
  /** what the customer paid for shipping, including VAT, minor units */
  paid: number;
  items: SaleShippingItem[];
}

export interface CanonicalSale {
  kind: 'order' | 'refund';
  /** e.g. 'shopify', 'woocommerce' */
  source: string;
  sourceId: string;
  /** refunds: the id of the order refunded (orders: their own sourceId) */
  orderId?: string;
  /** the shop's own order number, as customers see it */
  reference: string;
  /** booking date, YYYY-MM-DD in the shop's time zone */
  date: string;
  currency: string;
  customer: SaleCustomer | null;
  lines: SaleLine[];
  discounts: SaleDiscount[];
  /** paid with gift cards (a liability settled, not revenue) */
  giftCardsRedeemed: number;
  /** what the source says was paid in total, gift cards included (refunds: paid back) */
  total: number;
  /** SEK per unit of `currency` at the provider's settlement, when the source states it */
  rateToSek?: string;
  /** how it was paid, as the shop names the method, and the payment provider's reference */
  payment?: { method: string; reference?: string };
  /** the app's own reference for the order beyond its number (e.g. WooCommerce's order key) */
  appReference?: string;
  /** orders of shops: where and how it ships (absent for refunds and payment providers) */
  shipping?: SaleShipping;
  warnings: SaleWarning[];
}

/** Gross of the lines less the discounts: what the sale should total. */
export function computedTotal(sale: Pick<CanonicalSale, 'lines' | 'discounts'>): number {
  const lines = sale.lines.reduce((sum, l) => sum + l.net + l.vat, 0);
  const discounts = sale.discounts.reduce((sum, d) => sum + d.net + d.vat, 0);
  return lines - discounts;
}

const SWEDISH_RATES = [25, 12, 6];

/**
 * The rate a line's VAT implies, where the source states none: a Swedish rate when the VAT is
 * that rate of the net to within the shop's rounding (per unit, then times the quantity: a few
 * öre), otherwise the exact ratio in percent to two decimals, which the posting then reports.
 */
export function impliedVatRate(net: number, vat: number): number {
  if (!net || !vat) return 0;
  const tolerance = Math.max(2, Math.abs(net) * 0.0005);
  for (const rate of SWEDISH_RATES) {
    if (Math.abs((net * rate) / 100 - vat) <= tolerance) return rate;
  }
  return Math.round((vat / net) * 10000) / 100;
}

/**
 * Adds the `total_mismatch` warning when the sale's lines do not come to its total (DOMAIN.md:
 * differences are reported, never hidden). Call it once the sale is complete.
 */
export function checkTotal(sale: CanonicalSale): CanonicalSale {
  const computed = computedTotal(sale);
  if (computed === sale.total) return sale;
  const amount = (minor: number) => `${formatMinor(minor, sale.currency)} ${sale.currency}`;
  const params = { computed: amount(computed), total: amount(sale.total) };
  sale.warnings.push(
    sale.kind === 'order'
      ? {
          code: 'total_mismatch',
          message: `The order's lines come to ${params.computed}, its total is ${params.total}`,
          key: 'total_mismatch',
          params,
        }
      : {
          code: 'total_mismatch',
          message: `The refunded lines come to ${params.computed}, ${params.total} was paid back`,
          key: 'refund_total_mismatch',
          params,
        },
  );
  return sale;
}
