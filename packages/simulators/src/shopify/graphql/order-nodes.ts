import { convert, formatMinor } from '../money';
import type { LineItem, Order, Refund, ShippingAddress, Shop, Transaction } from '../model';
import { gid, lineGross } from '../seed';
import { byId, connection, limited } from './connection';
import type { Args, ExecutionContext, GraphObject } from './execute';
import { variantNode } from './product-nodes';

/** Orders, their lines, refunds and transactions as Admin GraphQL objects. */
export const money = (minor: number, currency: string) => ({
  __typename: 'MoneyV2',
  amount: formatMinor(minor),
  currencyCode: currency,
});
const moneyBag = (order: Order, minor: number) => ({
  __typename: 'MoneyBag',
  shopMoney: money(convert(minor, order.rate), 'SEK'),
  presentmentMoney: money(minor, order.currency),
});
const taxLines = (order: Order, tax: number, ratePercent: number) => (args: Args) =>
  limited(
    ratePercent
      ? [
          {
            __typename: 'TaxLine',
            title: `Moms ${ratePercent} %`,
            rate: ratePercent / 100,
            ratePercentage: ratePercent,
            priceSet: moneyBag(order, tax),
          },
        ]
      : [],
    args,
  );

/** The variant bought, as the catalogue has it now (null once its product is deleted). */
function boughtVariant(shop: Shop, line: LineItem): GraphObject | null {
  const product = shop.products.find((p) => p.id === line.productId);
  return product ? variantNode(shop, product, product.variants[0]!) : null;
}

function lineNode(shop: Shop, order: Order, line: LineItem): GraphObject {
  return {
    __typename: 'LineItem',
    id: gid('LineItem', line.id),
    title: line.title,
    name: line.title,
    variantTitle: line.variantTitle,
    sku: line.sku,
    quantity: line.quantity,
    isGiftCard: line.giftCard,
    taxable: !line.giftCard,
    requiresShipping: !line.giftCard,
    variant: () => boughtVariant(shop, line),
    originalUnitPriceSet: moneyBag(order, line.unitPrice),
    originalTotalSet: moneyBag(order, line.unitPrice * line.quantity),
    discountedTotalSet: moneyBag(order, lineGross(line)),
    totalDiscountSet: moneyBag(order, line.discount),
    discountAllocations: line.discount
      ? [
          {
            __typename: 'DiscountAllocation',
            allocatedAmountSet: moneyBag(order, line.discount),
            discountApplication: { __typename: 'DiscountCodeApplication', index: 0 },
          },
        ]
      : [],
    taxLines: taxLines(order, line.tax, line.ratePercent),
  };
}

const transactionNode = (order: Order, t: Transaction): GraphObject => ({
  __typename: 'OrderTransaction',
  id: gid('OrderTransaction', t.id),
  kind: t.kind,
  status: 'SUCCESS',
  gateway: t.gateway,
  formattedGateway: t.gateway === 'gift_card' ? 'Gift card' : 'Shopify Payments',
  authorizationCode: t.gateway === 'gift_card' ? null : `ch_${t.id.toString(36)}`,
  createdAt: t.createdAt,
  processedAt: t.createdAt,
  amountSet: moneyBag(order, t.amount),
});

export function refundNode(shop: Shop, order: Order, refund: Refund): GraphObject {
  const total = refund.transactions.reduce((s, t) => s + t.amount, 0);
  return {
    __typename: 'Refund',
    id: gid('Refund', refund.id),
    legacyResourceId: String(refund.id),
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
    note: refund.note,
    order: () => orderNode(shop, order),
    totalRefundedSet: moneyBag(order, total),
    refundLineItems: (args: Args, ctx: ExecutionContext) =>
      connection(
        refund.lines,
        args,
        ctx,
        (r) => [r.lineItemId, r.lineItemId],
        (r) => ({
          __typename: 'RefundLineItem',
          quantity: r.quantity,
          restockType: 'RETURN',
          priceSet: moneyBag(order, order.lines.find((l) => l.id === r.lineItemId)!.unitPrice),
          subtotalSet: moneyBag(order, r.subtotal),
          totalTaxSet: moneyBag(order, r.tax),
          lineItem: lineNode(
            shop,
            order,
            order.lines.find((l) => l.id === r.lineItemId)!,
          ),
        }),
      ),
    orderAdjustments: (args: Args, ctx: ExecutionContext) =>
      connection(
        refund.shipping ? [refund.shipping] : [],
        args,
        ctx,
        () => [0, refund.id],
        (s) => ({
          __typename: 'OrderAdjustment',
          id: gid('OrderAdjustment', refund.id),
          reason: 'SHIPPING_REFUND',
          amountSet: moneyBag(order, -(s.gross - s.tax)),
          taxAmountSet: moneyBag(order, -s.tax),
        }),
      ),
    transactions: (args: Args, ctx: ExecutionContext) =>
      connection(refund.transactions, args, ctx, byId, (t) => transactionNode(order, t)),
  };
}

const mailingAddress = (address: ShippingAddress): GraphObject => ({
  __typename: 'MailingAddress',
  name: address.name,
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  zip: address.zip,
  city: address.city,
  countryCodeV2: address.country,
  phone: address.phone,
});

export function orderNode(shop: Shop, order: Order): GraphObject {
  const customer = shop.customers.find((c) => c.id === order.customerId);
  const tax = order.lines.reduce((s, l) => s + l.tax, 0) + order.shipping.tax;
  const discounts = order.lines.reduce((s, l) => s + l.discount, 0);
  return {
    __typename: 'Order',
    id: gid('Order', order.id),
    legacyResourceId: String(order.id),
    name: `#${order.number}`,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    processedAt: order.processedAt,
    cancelledAt: null,
    test: false,
    currencyCode: shop.currency,
    presentmentCurrencyCode: order.currency,
    taxesIncluded: true,
    email: order.email,
    displayFinancialStatus: order.refunds.length ? 'PARTIALLY_REFUNDED' : 'PAID',
    customer: customer
      ? {
          __typename: 'Customer',
          id: gid('Customer', customer.id),
          legacyResourceId: String(customer.id),
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phone: customer.phone,
        }
      : null,
    billingAddress: customer
      ? {
          __typename: 'MailingAddress',
          firstName: customer.firstName,
          lastName: customer.lastName,
          name: `${customer.firstName} ${customer.lastName}`,
          company: null,
          address1: customer.address.address1,
          address2: null,
          zip: customer.address.zip,
          city: customer.address.city,
          countryCodeV2: customer.address.country,
          phone: customer.phone,
        }
      : null,
    shippingAddress: mailingAddress(order.shippingAddress),
    lineItems: (args: Args, ctx: ExecutionContext) =>
      connection(order.lines, args, ctx, byId, (l) => lineNode(shop, order, l)),
    shippingLines: (args: Args, ctx: ExecutionContext) =>
      connection(
        [order.shipping],
        args,
        ctx,
        () => [0, order.id],
        (s) => ({
          __typename: 'ShippingLine',
          id: gid('ShippingLine', order.id),
          title: s.title,
          code: s.code,
          originalPriceSet: moneyBag(order, s.gross),
          discountedPriceSet: moneyBag(order, s.gross),
          taxLines: taxLines(order, s.tax, s.ratePercent),
        }),
      ),
    discountApplications: (args: Args, ctx: ExecutionContext) =>
      connection(
        order.discountCode ? [order.discountCode] : [],
        args,
        ctx,
        () => [0, 0],
        (d) => ({
          __typename: 'DiscountCodeApplication',
          code: d.code,
          index: 0,
          allocationMethod: 'ACROSS',
          targetSelection: 'ALL',
          targetType: 'LINE_ITEM',
          value: { __typename: 'PricingPercentageValue', percentage: d.percent },
        }),
      ),
    subtotalPriceSet: moneyBag(
      order,
      order.lines.reduce((s, l) => s + lineGross(l), 0),
    ),
    totalPriceSet: moneyBag(order, order.total),
    totalTaxSet: moneyBag(order, tax),
    totalDiscountsSet: moneyBag(order, discounts),
    totalShippingPriceSet: moneyBag(order, order.shipping.gross),
    paymentGatewayNames: [...new Set(order.transactions.map((t) => t.gateway))],
    refunds: (args: Args) => limited(order.refunds, args).map((r) => refundNode(shop, order, r)),
    transactions: (args: Args) =>
      limited(order.transactions, args).map((t) => transactionNode(order, t)),
  };
}
