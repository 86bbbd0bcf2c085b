import type { Destination } from './catalog';
import { vatInGross } from './money';

/** A priced line as WooCommerce stores it: totals exclude VAT, subtotals are before coupons. */
export interface PricedLine {
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  ratePercent: number;
}

export interface ItemRecord extends PricedLine {
  id: number;
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  /** öre per unit, VAT included */
  price: number;
}

export interface ShippingRecord extends PricedLine {
  id: number;
  methodId: string;
  title: string;
}

export interface FeeRecord extends PricedLine {
  id: number;
  name: string;
}

export interface RefundItemRecord extends PricedLine {
  id: number;
  itemId: number;
  productId: number;
  name: string;
  sku: string;
  /** negative, like every amount of a refund's lines */
  quantity: number;
}

export interface RefundRecord {
  id: number;
  createdAt: number;
  /** positive: what was paid back */
  amount: number;
  reason: string;
  items: RefundItemRecord[];
  shipping: (PricedLine & { id: number; methodId: string; title: string })[];
}

export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'checkout-draft';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
];

export interface OrderRecord {
  id: number;
  status: OrderStatus;
  currency: 'SEK' | 'EUR';
  createdAt: number;
  modifiedAt: number;
  paidAt: number | null;
  customerId: number;
  billing: {
    firstName: string;
    lastName: string;
    address1: string;
    postcode: string;
    city: string;
    email: string;
  };
  /** where it ships when not to the billing address */
  shipTo: Destination | null;
  paymentMethod: { id: string; title: string };
  items: ItemRecord[];
  shipping: ShippingRecord[];
  fees: FeeRecord[];
  coupon: { id: number; code: string } | null;
  refunds: RefundRecord[];
}

/** Splits VAT-inclusive amounts before and after a coupon into WooCommerce's net and tax fields. */
export function priceLine(gross: number, discountGross: number, ratePercent: number): PricedLine {
  const subtotalTax = vatInGross(gross, ratePercent);
  const totalGross = gross - discountGross;
  const totalTax = vatInGross(totalGross, ratePercent);
  return {
    subtotal: gross - subtotalTax,
    subtotalTax,
    total: totalGross - totalTax,
    totalTax,
    ratePercent,
  };
}

export const grossOf = (line: Pick<PricedLine, 'total' | 'totalTax'>) => line.total + line.totalTax;

/** What the customer paid: lines, shipping and fees, coupons already in the line totals. */
export function orderTotal(order: OrderRecord): number {
  return [...order.items, ...order.shipping, ...order.fees].reduce((s, l) => s + grossOf(l), 0);
}

export const isPaid = (order: OrderRecord) => order.paidAt !== null;
