import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isUnmapped } from '../../sdk/connector';
import type { SourceItem } from '../../sdk/connector';
import { wooConnector } from '../connector';

const KEY = 'ck_test_key';
const SECRET = 'cs_test_secret';
const everything = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('WooCommerce connector: where each order ships', () => {
  it('gives every order its ship-to address, method, paid shipping and items', async () => {
    const sim = await createWooSimulator({
      stores: [{ key: KEY, secret: SECRET, orders: 40, profile: 'plain' }],
      seed: 11,
    });
    closers.push(sim.close);
    const session = wooConnector.open(
      { baseUrl: sim.url, credentials: { consumer_key: KEY, consumer_secret: SECRET } },
      { sleep: async () => {}, timeoutMs: 2_000 },
    );
    const items: SourceItem[] = [];
    for await (const item of session.changes(everything)) items.push(item);
    const records = sim.state.stores.get(KEY)!.orders;
    const orders = items.filter((i) => i.kind === 'order' && !isUnmapped(i));
    expect(orders.length).toBeGreaterThan(30);
    const countries = new Set<string>();
    for (const item of orders) {
      if (item.kind !== 'order' || isUnmapped(item)) continue;
      const order = records.find((o) => String(o.id) === item.id)!;
      const shipping = item.sale.shipping!;
      countries.add(shipping.address!.country!);
      expect(shipping.address).toMatchObject({
        name: `${order.billing.firstName} ${order.billing.lastName}`,
        address1: order.shipTo?.address1 ?? order.billing.address1,
        zip: order.shipTo?.postcode ?? order.billing.postcode,
        city: order.shipTo?.city ?? order.billing.city,
        email: order.billing.email,
      });
      expect(shipping.method).toBe(order.shipping[0]!.title);
      expect(shipping.paid).toBe(order.shipping[0]!.total + order.shipping[0]!.totalTax);
      expect(shipping.items).toEqual(
        order.items.map((i) => ({
          description: i.name,
          sku: i.sku,
          quantity: i.quantity,
          unitPrice: Math.round((i.total + i.totalTax) / i.quantity),
        })),
      );
    }
    expect(countries.has('SE')).toBe(true);
    expect([...countries].some((c) => c !== 'SE')).toBe(true);
  });
});
