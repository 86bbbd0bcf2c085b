import {
  coupons,
  inCurrency,
  invoiceFee,
  otherDestinations,
  people,
  products,
  shippingMethods,
} from './catalog';
import { priceLine } from './model';
import type { ItemRecord, OrderRecord, OrderStatus, RefundRecord } from './model';

/** `mixed`: every case the books meet (coupons, fees, EUR, unpaid, refunds); `plain`: paid SEK orders only. */
export type OrderProfile = 'mixed' | 'plain';

export interface Generator {
  random: () => number;
  nextId: () => number;
  /** the payment methods the store offers (default: Klarna, Swish and card) */
  payments?: readonly PaymentMethodId[];
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function statusFor(random: () => number, profile: OrderProfile): OrderStatus {
  if (profile === 'plain') return 'processing';
  const roll = random();
  if (roll < 0.45) return 'completed';
  if (roll < 0.75) return 'processing';
  if (roll < 0.82) return 'on-hold';
  if (roll < 0.88) return 'pending';
  if (roll < 0.93) return 'failed';
  if (roll < 0.97) return 'cancelled';
  return 'checkout-draft';
}

export const PAYMENT_METHODS = [
  { id: 'kco', title: 'Klarna' },
  { id: 'swish', title: 'Swish' },
  { id: 'stripe', title: 'Kort' },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

/** One order whose total is its lines, shipping and fees, coupons taken off before VAT is split. */
export function generateOrder(gen: Generator, at: number, profile: OrderProfile): OrderRecord {
  const { random, nextId } = gen;
  const id = nextId();
  const status = statusFor(random, profile);
  const currency = profile === 'mixed' && random() < 0.15 ? 'EUR' : 'SEK';
  const coupon = profile === 'mixed' && random() < 0.3 ? pick(random, coupons) : null;
  const percent = coupon?.percent ?? 0;
  const chosen = new Set<number>();
  const count = 1 + Math.floor(random() * 3);
  const items: ItemRecord[] = [];
  for (let i = 0; i < count; i++) {
    const product = pick(random, products);
    if (chosen.has(product.id)) continue;
    chosen.add(product.id);
    const quantity = 1 + Math.floor(random() * 3);
    const price = inCurrency(product.price, currency);
    const gross = price * quantity;
    items.push({
      id: nextId(),
      productId: product.id,
      name: product.name,
      sku: product.sku,
      quantity,
      price,
      ...priceLine(gross, Math.round((gross * percent) / 100), product.ratePercent),
    });
  }
  const method = pick(random, shippingMethods);
  const shipping = [
    {
      id: nextId(),
      methodId: method.id,
      title: method.title,
      ...priceLine(inCurrency(method.price, currency), 0, 25),
    },
  ];
  const offered = gen.payments ?? PAYMENT_METHODS.map((m) => m.id);
  const payment = pick(
    random,
    PAYMENT_METHODS.filter((m) => offered.includes(m.id)),
  );
  const withFee = profile === 'mixed' && payment.id === 'kco' && random() < 0.5;
  const fees = withFee
    ? [
        {
          id: nextId(),
          name: invoiceFee.name,
          ...priceLine(inCurrency(invoiceFee.price, currency), 0, invoiceFee.ratePercent),
        },
      ]
    : [];
  const customerIndex = Math.floor(random() * people.length);
  const [firstName, lastName, city, address1, postcode] = people[customerIndex]!;
  const unpaid = ['pending', 'failed', 'cancelled', 'checkout-draft'].includes(status);
  return {
    id,
    status,
    currency,
    createdAt: at,
    modifiedAt: at,
    paidAt: unpaid ? null : at,
    customerId: customerIndex + 1,
    billing: {
      firstName,
      lastName,
      address1,
      postcode,
      city,
      email: `${firstName.toLowerCase()}@example.se`,
    },
    // from the id, not the random numbers: a seed makes the orders it always made
    shipTo: id % 5 === 0 ? otherDestinations[(id / 5) % otherDestinations.length]! : null,
    paymentMethod: payment,
    items,
    shipping,
    fees,
    coupon: coupon ? { id: nextId(), code: coupon.code } : null,
    refunds: [],
  };
}

/** How much of each line is already paid back. */
function refunded(order: OrderRecord, itemId: number) {
  const lines = order.refunds.flatMap((r) => r.items).filter((l) => l.itemId === itemId);
  return {
    quantity: -lines.reduce((s, l) => s + l.quantity, 0),
    total: -lines.reduce((s, l) => s + l.total, 0),
    totalTax: -lines.reduce((s, l) => s + l.totalTax, 0),
    subtotal: -lines.reduce((s, l) => s + l.subtotal, 0),
    subtotalTax: -lines.reduce((s, l) => s + l.subtotalTax, 0),
  };
}

/**
 * A refund as WooCommerce records one: negative line amounts, `amount` their positive sum. A
 * partial refund pays back one unit of the first line not yet refunded; a full one everything
 * left, shipping included.
 */
export function generateRefund(
  order: OrderRecord,
  nextId: () => number,
  at: number,
  full: boolean,
  reason: string,
): RefundRecord | undefined {
  const items = [];
  for (const item of order.items) {
    const done = refunded(order, item.id);
    const left = item.quantity - done.quantity;
    if (left <= 0) continue;
    const units = full ? left : 1;
    const share = (whole: number, already: number) =>
      units === left ? whole - already : Math.round((whole * units) / item.quantity);
    items.push({
      id: nextId(),
      itemId: item.id,
      productId: item.productId,
      name: item.name,
      sku: item.sku,
      quantity: -units,
      ratePercent: item.ratePercent,
      subtotal: -share(item.subtotal, done.subtotal),
      subtotalTax: -share(item.subtotalTax, done.subtotalTax),
      total: -share(item.total, done.total),
      totalTax: -share(item.totalTax, done.totalTax),
    });
    if (!full) break;
  }
  const shippingDone = order.refunds.some((r) => r.shipping.length > 0);
  const shipping =
    full && !shippingDone
      ? order.shipping
          .filter((s) => s.total + s.totalTax !== 0)
          .map((s) => ({
            ...s,
            id: nextId(),
            subtotal: -s.subtotal,
            subtotalTax: -s.subtotalTax,
            total: -s.total,
            totalTax: -s.totalTax,
          }))
      : [];
  if (items.length === 0 && shipping.length === 0) return undefined;
  const amount = -[...items, ...shipping].reduce((s, l) => s + l.total + l.totalTax, 0);
  return { id: nextId(), createdAt: at, amount, reason, items, shipping };
}
