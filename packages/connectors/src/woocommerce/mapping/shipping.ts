import { parseMinor } from '../../money';
import type { SaleShipping } from '../../model/sale';
import type { WooAddress, WooOrder } from './order';

const present = (value: string | undefined) => value?.trim() || undefined;

/** The shipping address, or the billing address when the checkout kept no other. */
function receiverOf(order: WooOrder): SaleShipping['address'] {
  const shipping = order.shipping ?? {};
  const billing = order.billing ?? {};
  const to: WooAddress = present(shipping.address_1) ? shipping : billing;
  const person = [to.first_name, to.last_name].filter(Boolean).join(' ');
  const parts = {
    company: present(to.company),
    address1: present(to.address_1),
    address2: present(to.address_2),
    zip: present(to.postcode),
    city: present(to.city),
    country: present(to.country)?.toUpperCase(),
    // the shipping phone is WooCommerce 5.6+; the billing phone reaches the same person
    phone: present(to.phone) ?? present(billing.phone),
    email: present(billing.email),
  };
  const kept = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  const name = present(person) ?? parts.company;
  if (!name && !parts.address1) return undefined;
  return { name: name ?? '', ...kept };
}

/**
 * Where and how the order ships: the address, the first shipping line's method, what the shipping
 * lines cost with their tax, and the items at what one cost with VAT after coupons. WooCommerce's
 * order carries no weights (they live on the products), so the items have none.
 */
export function shippingOf(order: WooOrder): SaleShipping {
  const money = (amount: string | undefined) => (amount ? parseMinor(amount, order.currency) : 0);
  const address = receiverOf(order);
  const method = present(order.shipping_lines?.[0]?.method_title);
  const paid = (order.shipping_lines ?? []).reduce(
    (sum, line) => sum + money(line.total) + money(line.total_tax),
    0,
  );
  const items = order.line_items
    .filter((item) => (item.quantity ?? 0) > 0)
    .map((item) => ({
      description: item.name ?? '',
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: item.quantity!,
      unitPrice: Math.round((money(item.total) + money(item.total_tax)) / item.quantity!),
    }));
  return { ...(address ? { address } : {}), ...(method ? { method } : {}), paid, items };
}
