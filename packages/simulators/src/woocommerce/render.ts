import { rateIdOf, taxRates } from './catalog';
import { formatAmount as amount, sum } from './money';
import { grossOf, orderTotal } from './model';
import type { OrderRecord, PricedLine, RefundRecord } from './model';

const stockholm = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** WooCommerce dates: the site's time (Stockholm) and GMT, both without a zone suffix. */
export const localDate = (ms: number) => stockholm.format(new Date(ms)).replace(' ', 'T');
export const gmtDate = (ms: number) => new Date(ms).toISOString().slice(0, 19);

const taxes = (line: PricedLine) =>
  line.totalTax === 0 && line.ratePercent === 0
    ? []
    : [
        {
          id: rateIdOf(line.ratePercent),
          total: amount(line.totalTax),
          subtotal: amount(line.subtotalTax),
        },
      ];

function taxLines(order: OrderRecord) {
  return taxRates
    .map((rate) => {
      const at = (lines: PricedLine[]) =>
        sum(lines.filter((l) => l.ratePercent === rate.ratePercent).map((l) => l.totalTax));
      const itemTax = at([...order.items, ...order.fees]);
      const shippingTax = at(order.shipping);
      const used = [...order.items, ...order.fees, ...order.shipping].some(
        (l) => l.ratePercent === rate.ratePercent,
      );
      return used
        ? {
            id: order.id * 10 + rate.rateId,
            rate_code: `SE-${rate.label.toUpperCase().replace(/ /g, '')}-1`,
            rate_id: rate.rateId,
            label: rate.label,
            compound: false,
            tax_total: amount(itemTax),
            shipping_tax_total: amount(shippingTax),
            rate_percent: rate.ratePercent,
            meta_data: [],
          }
        : undefined;
    })
    .filter((line) => line !== undefined);
}

const links = (baseUrl: string, self: string, collection: string, up?: string) => ({
  self: [{ href: `${baseUrl}/wp-json/wc/v3/${self}` }],
  collection: [{ href: `${baseUrl}/wp-json/wc/v3/${collection}` }],
  ...(up ? { up: [{ href: `${baseUrl}/wp-json/wc/v3/${up}` }] } : {}),
});

/** An order in the shape of WooCommerce's REST v3 documentation (orders.md). */
export function renderOrder(order: OrderRecord, baseUrl: string) {
  const discount = sum(order.items.map((i) => i.subtotal - i.total));
  const discountTax = sum(order.items.map((i) => i.subtotalTax - i.totalTax));
  const person = { first_name: order.billing.firstName, last_name: order.billing.lastName };
  const address = {
    ...person,
    company: '',
    address_1: order.billing.address1,
    address_2: '',
    city: order.billing.city,
    state: '',
    postcode: order.billing.postcode,
    country: 'SE',
  };
  const phone = '070-123 45 67';
  const shipTo = order.shipTo;
  const cartTax = sum([...order.items, ...order.fees].map((l) => l.totalTax));
  const shippingTax = sum(order.shipping.map((l) => l.totalTax));
  return {
    id: order.id,
    parent_id: 0,
    number: String(order.id),
    order_key: `wc_order_${order.id.toString(16).padStart(13, '0')}`,
    created_via: 'checkout',
    version: '9.4.0',
    status: order.status,
    currency: order.currency,
    date_created: localDate(order.createdAt),
    date_created_gmt: gmtDate(order.createdAt),
    date_modified: localDate(order.modifiedAt),
    date_modified_gmt: gmtDate(order.modifiedAt),
    discount_total: amount(discount),
    discount_tax: amount(discountTax),
    shipping_total: amount(sum(order.shipping.map((l) => l.total))),
    shipping_tax: amount(shippingTax),
    cart_tax: amount(cartTax),
    total: amount(orderTotal(order)),
    total_tax: amount(cartTax + shippingTax),
    prices_include_tax: true,
    customer_id: order.customerId,
    customer_ip_address: '',
    customer_user_agent: '',
    customer_note: '',
    billing: { ...address, email: order.billing.email, phone },
    shipping: shipTo
      ? {
          ...person,
          company: shipTo.company,
          address_1: shipTo.address1,
          address_2: '',
          city: shipTo.city,
          state: '',
          postcode: shipTo.postcode,
          country: shipTo.country,
          phone: '',
        }
      : { ...address, phone },
    payment_method: order.paymentMethod.id,
    payment_method_title: order.paymentMethod.title,
    transaction_id: order.paidAt === null ? '' : `txn_${order.id}`,
    date_paid: order.paidAt === null ? null : localDate(order.paidAt),
    date_paid_gmt: order.paidAt === null ? null : gmtDate(order.paidAt),
    date_completed: null,
    date_completed_gmt: null,
    cart_hash: '',
    meta_data: [],
    line_items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      product_id: item.productId,
      variation_id: 0,
      quantity: item.quantity,
      tax_class: item.ratePercent === 25 ? '' : `${item.ratePercent}-procent`,
      subtotal: amount(item.subtotal),
      subtotal_tax: amount(item.subtotalTax),
      total: amount(item.total),
      total_tax: amount(item.totalTax),
      taxes: taxes(item),
      meta_data: [],
      sku: item.sku,
      price: (item.price - Math.round(item.subtotalTax / item.quantity)) / 100,
    })),
    tax_lines: taxLines(order),
    shipping_lines: order.shipping.map((line) => ({
      id: line.id,
      method_title: line.title,
      method_id: line.methodId,
      total: amount(line.total),
      total_tax: amount(line.totalTax),
      taxes: taxes(line),
      meta_data: [],
    })),
    fee_lines: order.fees.map((fee) => ({
      id: fee.id,
      name: fee.name,
      tax_class: '',
      tax_status: 'taxable',
      total: amount(fee.total),
      total_tax: amount(fee.totalTax),
      taxes: taxes(fee),
      meta_data: [],
    })),
    coupon_lines: order.coupon
      ? [
          {
            id: order.coupon.id,
            code: order.coupon.code,
            discount: amount(discount),
            discount_tax: amount(discountTax),
            meta_data: [],
          },
        ]
      : [],
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      total: amount(-refund.amount),
    })),
    _links: links(baseUrl, `orders/${order.id}`, 'orders'),
  };
}

/** A refund in the shape of order-refunds.md: negative line amounts, a positive `amount`. */
export function renderRefund(order: OrderRecord, refund: RefundRecord, baseUrl: string) {
  return {
    id: refund.id,
    date_created: localDate(refund.createdAt),
    date_created_gmt: gmtDate(refund.createdAt),
    amount: amount(refund.amount),
    reason: refund.reason,
    refunded_by: 1,
    refunded_payment: true,
    meta_data: [],
    line_items: refund.items.map((line) => ({
      id: line.id,
      name: line.name,
      product_id: line.productId,
      variation_id: 0,
      quantity: line.quantity,
      tax_class: line.ratePercent === 25 ? '' : `${line.ratePercent}-procent`,
      subtotal: amount(line.subtotal),
      subtotal_tax: amount(line.subtotalTax),
      total: amount(line.total),
      total_tax: amount(line.totalTax),
      taxes: taxes(line),
      meta_data: [{ id: line.id + 1, key: '_refunded_item_id', value: String(line.itemId) }],
      sku: line.sku,
      price: grossOf(line) / line.quantity / 100,
    })),
    shipping_lines: refund.shipping.map((line) => ({
      id: line.id,
      method_title: line.title,
      method_id: line.methodId,
      total: amount(line.total),
      total_tax: amount(line.totalTax),
      taxes: taxes(line),
      meta_data: [],
    })),
    _links: links(
      baseUrl,
      `orders/${order.id}/refunds/${refund.id}`,
      `orders/${order.id}/refunds`,
      `orders/${order.id}`,
    ),
  };
}
