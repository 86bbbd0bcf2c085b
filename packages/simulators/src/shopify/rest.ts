import { convert, formatMinor } from './money';
import type { LineItem, Order, Refund, Shop } from './model';
import { gid, lineGross } from './seed';

/**
 * Orders and refunds as Shopify's REST Admin API and its webhooks carry them (the shapes of the
 * shared fixtures): top-level amounts in shop currency, `*_set` with both currencies.
 */
function moneySet(order: Order, minor: number) {
  return {
    shop_money: { amount: formatMinor(convert(minor, order.rate)), currency_code: 'SEK' },
    presentment_money: { amount: formatMinor(minor), currency_code: order.currency },
  };
}
const shopAmount = (order: Order, minor: number) => formatMinor(convert(minor, order.rate));
const taxLine = (order: Order, tax: number, ratePercent: number) => ({
  title: `Moms ${ratePercent} %`,
  price: shopAmount(order, tax),
  rate: ratePercent / 100,
  price_set: moneySet(order, tax),
});

function restLine(order: Order, line: LineItem) {
  return {
    id: line.id,
    admin_graphql_api_id: gid('LineItem', line.id),
    product_id: line.productId,
    title: line.title,
    name: line.title,
    sku: line.sku,
    quantity: line.quantity,
    price: shopAmount(order, line.unitPrice),
    price_set: moneySet(order, line.unitPrice),
    gift_card: line.giftCard,
    requires_shipping: !line.giftCard,
    grams: line.grams,
    taxable: !line.giftCard,
    total_discount: shopAmount(order, line.discount),
    discount_allocations: line.discount
      ? [{ amount: shopAmount(order, line.discount), discount_application_index: 0 }]
      : [],
    tax_lines: line.ratePercent ? [taxLine(order, line.tax, line.ratePercent)] : [],
  };
}

export function restOrder(shop: Shop, order: Order) {
  const customer = shop.customers.find((c) => c.id === order.customerId);
  const tax = order.lines.reduce((s, l) => s + l.tax, 0) + order.shipping.tax;
  const discounts = order.lines.reduce((s, l) => s + l.discount, 0);
  return {
    id: order.id,
    admin_graphql_api_id: gid('Order', order.id),
    name: `#${order.number}`,
    order_number: order.number,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    processed_at: order.processedAt,
    currency: shop.currency,
    presentment_currency: order.currency,
    taxes_included: true,
    email: order.email,
    total_price: shopAmount(order, order.total),
    total_price_set: moneySet(order, order.total),
    subtotal_price: shopAmount(
      order,
      order.lines.reduce((s, l) => s + lineGross(l), 0),
    ),
    total_tax: shopAmount(order, tax),
    total_discounts: shopAmount(order, discounts),
    discount_codes: order.discountCode
      ? [
          {
            code: order.discountCode.code,
            amount: shopAmount(order, discounts),
            type: 'percentage',
          },
        ]
      : [],
    payment_gateway_names: [...new Set(order.transactions.map((t) => t.gateway))],
    financial_status: order.refunds.length ? 'partially_refunded' : 'paid',
    customer: customer
      ? {
          id: customer.id,
          first_name: customer.firstName,
          last_name: customer.lastName,
          email: customer.email,
        }
      : null,
    billing_address: customer
      ? {
          first_name: customer.firstName,
          last_name: customer.lastName,
          company: null,
          address1: customer.address.address1,
          address2: null,
          zip: customer.address.zip,
          city: customer.address.city,
          country_code: customer.address.country,
          phone: customer.phone,
        }
      : null,
    shipping_address: {
      name: order.shippingAddress.name,
      first_name: order.shippingAddress.firstName,
      last_name: order.shippingAddress.lastName,
      company: order.shippingAddress.company,
      address1: order.shippingAddress.address1,
      address2: order.shippingAddress.address2,
      zip: order.shippingAddress.zip,
      city: order.shippingAddress.city,
      country_code: order.shippingAddress.country,
      phone: order.shippingAddress.phone,
    },
    line_items: order.lines.map((l) => restLine(order, l)),
    shipping_lines: [
      {
        title: order.shipping.title,
        code: order.shipping.code,
        price: shopAmount(order, order.shipping.gross),
        discounted_price: shopAmount(order, order.shipping.gross),
        tax_lines: [taxLine(order, order.shipping.tax, order.shipping.ratePercent)],
      },
    ],
    refunds: order.refunds.map((r) => restRefund(order, r)),
  };
}

export function restRefund(order: Order, refund: Refund) {
  return {
    id: refund.id,
    admin_graphql_api_id: gid('Refund', refund.id),
    order_id: order.id,
    created_at: refund.createdAt,
    processed_at: refund.createdAt,
    note: refund.note,
    refund_line_items: refund.lines.map((r) => {
      const line = order.lines.find((l) => l.id === r.lineItemId)!;
      return {
        quantity: r.quantity,
        line_item_id: line.id,
        subtotal: shopAmount(order, r.subtotal),
        total_tax: shopAmount(order, r.tax),
        line_item: restLine(order, line),
      };
    }),
    order_adjustments: refund.shipping
      ? [
          {
            kind: 'shipping_refund',
            amount: shopAmount(order, -(refund.shipping.gross - refund.shipping.tax)),
            tax_amount: shopAmount(order, -refund.shipping.tax),
            reason: 'Shipping refund',
          },
        ]
      : [],
    transactions: refund.transactions.map((t) => ({
      id: t.id,
      kind: 'refund',
      gateway: t.gateway,
      status: 'success',
      amount: shopAmount(order, t.amount),
      currency: 'SEK',
    })),
  };
}
