import { createShopifySimulator } from '@portal/simulators/shopify/server';
import type { ShopifySimulator } from '@portal/simulators/shopify/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnmapped } from '../../sdk/connector';
import type { SourceItem } from '../../sdk/connector';
import { openShopify } from '../connector';

const TOKEN = 'shpat_test';
const WIDE = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

let sim: ShopifySimulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe('Shopify connector: where each order ships, read through GraphQL', () => {
  it('gives every order its ship-to address, method, paid shipping and weighed items', async () => {
    sim = await createShopifySimulator({ shops: [{ token: TOKEN, orders: 30 }], seed: 11 });
    const session = openShopify(
      { baseUrl: sim.url, credentials: { shop: 'butik', access_token: TOKEN } },
      { sleep: async () => {} },
    );
    const items: SourceItem[] = [];
    for await (const item of session.changes(WIDE)) items.push(item);
    const shop = sim.state.shop(TOKEN)!;
    const orders = items.filter((i) => i.kind === 'order' && !isUnmapped(i));
    expect(orders).toHaveLength(30);
    const countries = new Set<string>();
    for (const item of orders) {
      if (item.kind !== 'order' || isUnmapped(item)) continue;
      const order = shop.orders.find((o) => String(o.id) === item.id)!;
      const to = order.shippingAddress;
      countries.add(to.country);
      expect(item.sale.shipping).toEqual({
        address: {
          name: to.name,
          ...(to.company ? { company: to.company } : {}),
          address1: to.address1,
          ...(to.address2 ? { address2: to.address2 } : {}),
          zip: to.zip,
          city: to.city,
          country: to.country,
          phone: to.phone,
          email: order.email,
        },
        method: order.shipping.title,
        paid: order.shipping.gross,
        items: order.lines
          .filter((l) => !l.giftCard)
          .map((l) => ({
            description: l.title,
            sku: l.sku,
            quantity: l.quantity,
            grams: l.grams,
            unitPrice: Math.round((l.unitPrice * l.quantity - l.discount) / l.quantity),
          })),
      });
      expect(item.sale.shipping!.items.every((i) => i.grams! > 0)).toBe(true);
    }
    expect(countries.has('SE')).toBe(true);
    expect([...countries].some((c) => c !== 'SE')).toBe(true);
  });
});
