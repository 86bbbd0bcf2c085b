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

/** Something a person should look at: the element is booked only once they decide (Ambiguous). */
export interface SaleWarning {
  code:
    | 'total_mismatch'
    | 'unknown_vat_rate'
    | 'currency_rate_missing'
    | 'missing_tax_lines'
    | 'payout_mismatch';
  message: string;
}

export interface CanonicalSale {
  kind: 'order' | 'refund';
  /** e.g. 'shopify', 'woocommerce' */
  source: string;
  sourceId: string;
  /** the shop's own order number, as customers see it */
  reference: string;
  /** booking date, YYYY-MM-DD in the shop's time zone */
  date: string;
  currency: string;
  customer: { name: string; email?: string } | null;
  lines: SaleLine[];
  discounts: SaleDiscount[];
  /** paid with gift cards (a liability settled, not revenue) */
  giftCardsRedeemed: number;
  /** what the source says was paid in total, gift cards included (refunds: paid back) */
  total: number;
  warnings: SaleWarning[];
}

/** Gross of the lines less the discounts: what the sale should total. */
export function computedTotal(sale: Pick<CanonicalSale, 'lines' | 'discounts'>): number {
  const lines = sale.lines.reduce((sum, l) => sum + l.net + l.vat, 0);
  const discounts = sale.discounts.reduce((sum, d) => sum + d.net + d.vat, 0);
  return lines - discounts;
}
