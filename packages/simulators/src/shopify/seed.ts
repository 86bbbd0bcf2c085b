import { CATALOGUE } from './catalogue';
import { divideRounded, vatInGross } from './money';
import type {
  Customer,
  LineItem,
  Order,
  Product,
  Refund,
  RefundLine,
  Shop,
  Transaction,
} from './model';
import { HOME_ADDRESSES, methodFor, shipToOf } from './shipping';

const FIRST_NAMES = ['Astrid', 'Erik', 'Karin', 'Lars', 'Maja', 'Nils', 'Sara', 'Olof', 'Ingrid'];
const LAST_NAMES = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Lindqvist'];

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

export function nextId(shop: Shop, base: number): number {
  shop.counter += 1;
  return base + shop.counter;
}

const pick = <T>(shop: Shop, items: readonly T[]): T =>
  items[Math.floor(shop.random() * items.length)]!;

/**
 * Products, variants and customers. Variant and inventory item ids derive from the product's id
 * and nothing draws on the shop's random numbers, so the orders a seed makes stay the same.
 */
export function seedCatalogue(shop: Shop, at: string): void {
  for (const { variants, grams, ...product } of CATALOGUE) {
    const id = nextId(shop, 8_000_000_000);
    shop.products.push({
      ...product,
      id,
      createdAt: at,
      updatedAt: at,
      variants: variants.map(([title, sku, price], index) => {
        const variantId = id * 10 + index + 1;
        return {
          id: variantId,
          title,
          sku,
          price,
          inventoryItemId: variantId + 1_000_000_000_000,
          grams,
          tracked: !product.giftCard,
          quantity: product.giftCard ? 0 : 20 + 5 * index,
          createdAt: at,
          updatedAt: at,
        };
      }),
    });
  }
  for (let i = 0; i < 12; i++) {
    const firstName = pick(shop, FIRST_NAMES);
    const lastName = pick(shop, LAST_NAMES);
    const id = nextId(shop, 7_300_000_000);
    const email = `${firstName}.${lastName}${id % 1000}@example.se`.toLowerCase();
    const [address1, zip, city] = HOME_ADDRESSES[id % HOME_ADDRESSES.length]!;
    const digits = String(id % 10_000_000).padStart(7, '0');
    shop.customers.push({
      id,
      firstName,
      lastName,
      email,
      phone: `+46 70 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
      address: { address1, zip, city, country: 'SE' },
      createdAt: at,
      updatedAt: at,
    });
  }
}

/** SEK catalogue price in euro cents, rounded to ten cents. */
const inEuro = (ore: number) => Math.max(100, Math.round(ore / 114.5) * 10);

function lineFor(shop: Shop, product: Product, euro: boolean, discountPercent: number): LineItem {
  const variant = product.variants[0]!;
  const quantity = product.giftCard ? 1 : 1 + Math.floor(shop.random() * 3);
  const unitPrice = euro ? inEuro(variant.price) : variant.price;
  const discount = product.giftCard
    ? 0
    : divideRounded(unitPrice * quantity * discountPercent, 100);
  const ratePercent = product.giftCard ? 0 : product.ratePercent;
  return {
    id: nextId(shop, 13_000_000_000),
    productId: product.id,
    title: product.title,
    variantTitle: null,
    sku: variant.sku,
    quantity,
    unitPrice,
    discount,
    // Shopify rounds tax per line, on the discounted VAT-inclusive amount
    tax: ratePercent ? vatInGross(unitPrice * quantity - discount, ratePercent) : 0,
    ratePercent,
    giftCard: product.giftCard,
    grams: variant.grams,
  };
}

export const lineGross = (line: LineItem) => line.unitPrice * line.quantity - line.discount;

/** One new paid order at `at`; every order balances: total = lines − discounts + shipping. */
export function generateOrder(shop: Shop, at: string): Order {
  const euro = shop.random() < 0.15;
  const discountCode = shop.random() < 0.25 ? { code: 'VINTER10', percent: 10 } : null;
  const goods = shop.products.filter((p) => !p.giftCard);
  const lines = Array.from({ length: 1 + Math.floor(shop.random() * 3) }, () =>
    lineFor(shop, pick(shop, goods), euro, discountCode?.percent ?? 0),
  );
  if (shop.random() < 0.1)
    lines.push(
      lineFor(
        shop,
        shop.products.find((p) => p.giftCard)!,
        euro,
        0,
      ),
    );
  const goodsTotal = lines.reduce((sum, l) => sum + lineGross(l), 0);
  const freeShipping = goodsTotal >= (euro ? 4500 : 50000);
  const shippingGross = freeShipping ? 0 : euro ? 590 : 4900;
  const total = goodsTotal + shippingGross;
  const customer: Customer = pick(shop, shop.customers);
  const id = nextId(shop, 5_100_000_000);
  const shippingAddress = shipToOf(id, customer);
  const shipping = {
    ...methodFor(id, shippingAddress.country),
    gross: shippingGross,
    tax: vatInGross(shippingGross, 25),
    ratePercent: 25,
  };
  const giftCardPaid = shop.random() < 0.1 ? Math.min(total, euro ? 2000 : 20000) : 0;
  const payments: [Transaction['gateway'], number][] = [
    ['gift_card', giftCardPaid],
    ['shopify_payments', total - giftCardPaid],
  ];
  const transactions = payments
    .filter(([, amount]) => amount > 0)
    .map(([gateway, amount]): Transaction => ({
      id: nextId(shop, 6_700_000_000),
      kind: 'SALE',
      gateway,
      amount,
      createdAt: at,
    }));
  const number = shop.nextNumber++;
  return {
    id,
    number,
    createdAt: at,
    updatedAt: at,
    processedAt: at,
    currency: euro ? 'EUR' : 'SEK',
    rate: euro ? (11.2 + Math.floor(shop.random() * 5000) / 10000).toFixed(4) : '1.0000',
    email: customer.email,
    customerId: customer.id,
    lines,
    shippingAddress,
    shipping,
    discountCode,
    total,
    transactions,
    refunds: [],
  };
}

export interface RefundRequest {
  /** which lines and how many; default one unit of the first line with units left */
  lines?: { lineItemId: number; quantity: number }[];
  /** refund everything left, shipping included */
  full?: boolean;
  note?: string;
}

const refunded = (order: Order, line: LineItem) =>
  order.refunds.flatMap((r) => r.lines).filter((l) => l.lineItemId === line.id);

function refundLine(order: Order, line: LineItem, quantity: number): RefundLine {
  const earlier = refunded(order, line);
  const left = line.quantity - earlier.reduce((sum, l) => sum + l.quantity, 0);
  if (quantity < 1 || quantity > left)
    throw new Error(`Cannot refund ${quantity} of line ${line.id}`);
  const sum = (read: (l: RefundLine) => number) => earlier.reduce((s, l) => s + read(l), 0);
  const last = quantity === left;
  return {
    lineItemId: line.id,
    quantity,
    subtotal: last
      ? lineGross(line) - sum((l) => l.subtotal)
      : divideRounded(lineGross(line) * quantity, line.quantity),
    tax: last ? line.tax - sum((l) => l.tax) : divideRounded(line.tax * quantity, line.quantity),
  };
}

/** Money goes back the way it came: card first, then gift card. */
function refundTransactions(shop: Shop, order: Order, amount: number, at: string): Transaction[] {
  const result: Transaction[] = [];
  let left = amount;
  for (const gateway of ['shopify_payments', 'gift_card'] as const) {
    const paid = order.transactions.filter((t) => t.gateway === gateway);
    // refunds already made sit among the order's transactions as REFUND
    const net = paid.reduce((s, t) => s + (t.kind === 'SALE' ? t.amount : -t.amount), 0);
    const take = Math.min(left, net);
    if (take <= 0) continue;
    result.push({
      id: nextId(shop, 6_700_000_000),
      kind: 'REFUND',
      gateway,
      amount: take,
      createdAt: at,
    });
    left -= take;
  }
  return result;
}

export function generateRefund(
  shop: Shop,
  order: Order,
  at: string,
  request: RefundRequest = {},
): Refund {
  const wanted =
    request.lines ??
    order.lines
      .map((line) => ({
        lineItemId: line.id,
        quantity: line.quantity - refunded(order, line).reduce((s, l) => s + l.quantity, 0),
      }))
      .filter((l) => l.quantity > 0)
      .slice(0, request.full ? undefined : 1)
      .map((l) => (request.full ? l : { ...l, quantity: 1 }));
  const lines = wanted.map((w) => {
    const line = order.lines.find((l) => l.id === w.lineItemId);
    if (!line) throw new Error(`Order ${order.id} has no line ${w.lineItemId}`);
    return refundLine(order, line, w.quantity);
  });
  const shippingDone = order.refunds.some((r) => r.shipping);
  const shipping =
    request.full && !shippingDone && order.shipping.gross > 0 ? { ...order.shipping } : null;
  const amount = lines.reduce((s, l) => s + l.subtotal, 0) + (shipping?.gross ?? 0);
  const refund: Refund = {
    id: nextId(shop, 9_200_000_000),
    orderId: order.id,
    createdAt: at,
    note: request.note ?? (request.full ? 'Kunden ångrade köpet' : 'Skadad vid leverans'),
    lines,
    shipping,
    transactions: [],
  };
  refund.transactions = refundTransactions(shop, order, amount, at);
  order.refunds.push(refund);
  order.transactions.push(...refund.transactions);
  if (Date.parse(at) > Date.parse(order.updatedAt)) order.updatedAt = at;
  return refund;
}
