import { parseMinor } from '../../money';
import type { SaleShipping, SaleShippingItem } from '../../model/sale';
import type { ShopifyLineItem, ShopifyOrder, ShopifyShippingAddress } from './order';

const present = (value: string | null | undefined) => value?.trim() || undefined;

function receiverOf(order: ShopifyOrder, to: ShopifyShippingAddress): SaleShipping['address'] {
  const person = [to.first_name, to.last_name].filter(Boolean).join(' ');
  const buyer = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(' ');
  const parts = {
    company: present(to.company),
    address1: present(to.address1),
    address2: present(to.address2),
    zip: present(to.zip),
    city: present(to.city),
    country: present(to.country_code)?.toUpperCase(),
    phone: present(to.phone),
    email: present(order.email) ?? present(order.customer?.email),
  };
  return {
    name: present(to.name) ?? present(person) ?? present(to.company) ?? buyer,
    ...Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)),
  };
}

/** One of an item, as the customer paid for it: after the line's discounts, VAT included. */
function unitPrice(order: ShopifyOrder, item: ShopifyLineItem): number {
  const money = (amount: string | null | undefined) =>
    amount ? parseMinor(amount, order.currency) : 0;
  const discount =
    item.discount_allocations?.reduce((sum, d) => sum + money(d.amount), 0) ??
    money(item.total_discount);
  const tax = order.taxes_included
    ? 0
    : (item.tax_lines ?? []).reduce((sum, t) => sum + money(t.price), 0);
  return Math.round((money(item.price) * item.quantity - discount + tax) / item.quantity);
}

/** What goes in the parcel: the lines that need shipping (not gift cards), with their weights. */
function itemsOf(order: ShopifyOrder): SaleShippingItem[] {
  return order.line_items
    .filter((item) => item.requires_shipping !== false && item.gift_card !== true)
    .filter((item) => item.quantity > 0)
    .map((item) => ({
      description: item.name ?? item.title,
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: item.quantity,
      // Shopify says 0 when the variant has no weight: unknown, not weightless
      ...(item.grams ? { grams: item.grams } : {}),
      unitPrice: unitPrice(order, item),
    }));
}

/** The shipping lines' price after their discounts, VAT included. */
function paidOf(order: ShopifyOrder): number {
  const money = (amount: string | null | undefined) =>
    amount ? parseMinor(amount, order.currency) : 0;
  return (order.shipping_lines ?? []).reduce((sum, line) => {
    const tax = order.taxes_included
      ? 0
      : (line.tax_lines ?? []).reduce((s, t) => s + money(t.price), 0);
    return sum + money(line.discounted_price ?? line.price) + tax;
  }, 0);
}

/**
 * Where and how the order ships: its shipping address (none when nothing ships or it is
 * collected), the first shipping line's method, what was paid for shipping and the items.
 * Undefined when the order has none of these (a gift card bought alone).
 */
export function shippingOf(order: ShopifyOrder): SaleShipping | undefined {
  const address = order.shipping_address ? receiverOf(order, order.shipping_address) : undefined;
  const method = present(order.shipping_lines?.[0]?.title);
  const items = itemsOf(order);
  if (!address && !method && !items.length) return undefined;
  return {
    ...(address ? { address } : {}),
    ...(method ? { method } : {}),
    paid: paidOf(order),
    items,
  };
}
