import type { ShopifyLineItem, ShopifyOrder, ShopifyTaxLine } from '../mapping/order';
import type { ShopifyBalanceTransaction, ShopifyPayout } from '../mapping/payout';
import type { ShopifyRefund } from '../mapping/refund';
import type {
  BalanceTransactionNode,
  LineItemNode,
  MoneyBag,
  OrderNode,
  PayoutNode,
  RefundNode,
  ShippingAddressNode,
  TaxLineNode,
  WeightNode,
} from './types';

/**
 * GraphQL nodes → the REST shapes the mappings read, so there is one mapping per resource.
 * Amounts are taken in the presentment currency (what the customer paid, and what the sale is
 * booked in); timestamps are turned into the shop's local time, as REST gives them.
 */
const amount = (set: MoneyBag) => set.presentmentMoney.amount;

/** "gid://shopify/Order/123" → 123 */
export function legacyId(gid: string): number {
  const id = Number(/\/(\d+)$/.exec(gid)?.[1]);
  if (!Number.isSafeInteger(id)) throw new Error(`Not a Shopify global id: ${gid}`);
  return id;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-14T23:30:00Z" in Europe/Stockholm → "2025-03-15T00:30:00+01:00". */
export function inTimeZone(timestamp: string, timeZone: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${timestamp}`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offset = Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const taxLine = (t: TaxLineNode): ShopifyTaxLine => ({
  price: amount(t.priceSet),
  rate: t.rate ?? (t.ratePercentage ?? 0) / 100,
  ...(t.title ? { title: t.title } : {}),
});

const GRAMS_PER_UNIT: Record<WeightNode['unit'], number> = {
  GRAMS: 1,
  KILOGRAMS: 1000,
  OUNCES: 28.349523125,
  POUNDS: 453.59237,
};

/** REST's `grams`: the weight of one in whole grams, 0 when the variant keeps none. */
function gramsOf(node: LineItemNode): number | undefined {
  if (node.variant === undefined) return undefined;
  const weight = node.variant?.inventoryItem?.measurement?.weight;
  return weight ? Math.round(weight.value * GRAMS_PER_UNIT[weight.unit]) : 0;
}

function lineItem(node: LineItemNode): ShopifyLineItem {
  const grams = gramsOf(node);
  return {
    id: legacyId(node.id),
    title: node.title,
    name: node.name ?? node.title,
    sku: node.sku,
    price: amount(node.originalUnitPriceSet),
    quantity: node.quantity,
    gift_card: node.isGiftCard,
    ...(node.requiresShipping !== undefined ? { requires_shipping: node.requiresShipping } : {}),
    ...(grams !== undefined ? { grams } : {}),
    taxable: node.taxable,
    discount_allocations: node.discountAllocations.map((d) => ({
      amount: amount(d.allocatedAmountSet),
    })),
    tax_lines: node.taxLines.map(taxLine),
  };
}

const shippingAddress = ({ countryCodeV2, firstName, lastName, ...rest }: ShippingAddressNode) => ({
  ...rest,
  first_name: firstName,
  last_name: lastName,
  country_code: countryCodeV2,
});

export function toRestOrder(node: OrderNode, timeZone: string): ShopifyOrder {
  if (node.lineItems.pageInfo.hasNextPage) {
    throw new Error(`Order ${node.name} has more line items than one page: not read in full`);
  }
  return {
    id: Number(node.legacyResourceId),
    name: node.name,
    created_at: inTimeZone(node.createdAt, timeZone),
    processed_at: node.processedAt ? inTimeZone(node.processedAt, timeZone) : null,
    currency: node.presentmentCurrencyCode,
    taxes_included: node.taxesIncluded,
    total_price: amount(node.totalPriceSet),
    total_discounts: amount(node.totalDiscountsSet),
    line_items: node.lineItems.nodes.map(lineItem),
    shipping_lines: node.shippingLines.nodes.map((s) => ({
      title: s.title,
      price: amount(s.originalPriceSet),
      discounted_price: amount(s.discountedPriceSet),
      tax_lines: s.taxLines.map(taxLine),
    })),
    customer: node.customer
      ? {
          ...(node.customer.legacyResourceId ? { id: Number(node.customer.legacyResourceId) } : {}),
          first_name: node.customer.firstName,
          last_name: node.customer.lastName,
          email: node.customer.email,
        }
      : null,
    email: node.email,
    billing_address: node.billingAddress
      ? { ...node.billingAddress, country_code: node.billingAddress.countryCodeV2 }
      : null,
    shipping_address: node.shippingAddress ? shippingAddress(node.shippingAddress) : null,
    payment_gateway_names: node.paymentGatewayNames,
    transactions: node.transactions.map((t) => ({
      kind: t.kind,
      status: t.status,
      gateway: t.gateway,
      formatted_gateway: t.formattedGateway ?? null,
      authorization: t.authorizationCode ?? null,
    })),
  };
}

export function toRestRefund(node: RefundNode, orderId: number, timeZone: string): ShopifyRefund {
  if (node.refundLineItems.pageInfo.hasNextPage) {
    throw new Error(
      `Refund ${node.legacyResourceId} has more lines than one page: not read in full`,
    );
  }
  return {
    id: Number(node.legacyResourceId),
    order_id: orderId,
    created_at: inTimeZone(node.createdAt, timeZone),
    note: node.note,
    refund_line_items: node.refundLineItems.nodes.map((r) => ({
      quantity: r.quantity,
      subtotal: amount(r.subtotalSet),
      total_tax: amount(r.totalTaxSet),
      line_item: lineItem(r.lineItem),
    })),
    order_adjustments: node.orderAdjustments.nodes.map((a) => ({
      kind: a.reason.toLowerCase(),
      amount: amount(a.amountSet),
      tax_amount: amount(a.taxAmountSet),
    })),
    transactions: node.transactions.nodes.map((t) => ({
      kind: t.kind.toLowerCase(),
      status: t.status.toLowerCase(),
      amount: amount(t.amountSet),
      currency: t.amountSet.presentmentMoney.currencyCode,
    })),
  };
}

export function toRestPayout(node: PayoutNode, timeZone: string): ShopifyPayout {
  return {
    id: Number(node.legacyResourceId),
    status: node.status.toLowerCase(),
    date: inTimeZone(node.issuedAt, timeZone).slice(0, 10),
    currency: node.net.currencyCode,
    amount: node.net.amount,
  };
}

export function toRestBalanceTransaction(node: BalanceTransactionNode): ShopifyBalanceTransaction {
  return {
    id: legacyId(node.id),
    type: node.type.toLowerCase(),
    payout_id: node.associatedPayout ? legacyId(node.associatedPayout.id) : null,
    currency: node.amount.currencyCode,
    amount: node.amount.amount,
    fee: node.fee.amount,
    net: node.net.amount,
    source_order_id: node.associatedOrder ? legacyId(node.associatedOrder.id) : null,
  };
}
