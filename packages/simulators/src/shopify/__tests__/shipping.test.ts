import { describe, expect, it } from 'vitest';
import { restOrder } from '../rest';
import { startSimulator } from './harness';

const SHIPPING = `{
  orders(first: 250) { nodes {
    legacyResourceId
    shippingAddress { name company address1 zip city countryCodeV2 phone }
    shippingLines(first: 5) { nodes { title code } }
    lineItems(first: 50) { nodes {
      isGiftCard requiresShipping
      variant { inventoryItem { measurement { weight { unit value } } } }
    } }
  } }
}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const POSTAL_CODE: Record<string, RegExp> = { SE: /^\d{3} \d{2}$/, NO: /^\d{4}$/, DK: /^\d{4}$/ };
const METHODS = ['PostNord Ombud', 'PostNord Hemleverans', 'Budbee Hem', 'DHL Service Point'];

describe('Shopify simulator: where orders ship', () => {
  it('ships to real-looking Nordic addresses by Swedish carriers, every good weighed', async () => {
    const { query } = await startSimulator({ shops: [{ token: 'shpat_a', orders: 120 }] });
    const orders: Json[] = (await query(SHIPPING)).body.data.orders.nodes;
    const countries = new Set<string>();
    const methods = new Set<string>();
    for (const order of orders) {
      const to = order.shippingAddress;
      countries.add(to.countryCodeV2);
      expect(to.zip).toMatch(POSTAL_CODE[to.countryCodeV2]!);
      expect(to.name).toMatch(/^\S+ \S+$/);
      expect(to.address1).toMatch(/\d/);
      const [line] = order.shippingLines.nodes;
      methods.add(line.title);
      if (to.countryCodeV2 !== 'SE') {
        expect(['PostNord Ombud', 'DHL Service Point']).toContain(line.title);
      }
      for (const item of order.lineItems.nodes) {
        expect(item.requiresShipping).toBe(!item.isGiftCard);
        const weight = item.variant.inventoryItem.measurement.weight;
        expect(weight.unit).toBe('GRAMS');
        if (!item.isGiftCard) expect(weight.value).toBeGreaterThan(0);
      }
    }
    expect(methods).toEqual(new Set(METHODS));
    expect(countries.has('SE') && (countries.has('NO') || countries.has('DK'))).toBe(true);
    expect(orders.filter((o) => o.shippingAddress.company).length).toBeGreaterThan(0);
  });

  it('makes the same shipping from the same seed, in GraphQL and REST alike', async () => {
    const a = await startSimulator();
    const b = await startSimulator();
    const [x, y] = await Promise.all([a.query(SHIPPING), b.query(SHIPPING)]);
    expect(x.body.data).toEqual(y.body.data);
    const shop = a.sim.state.shop('shpat_a')!;
    for (const order of shop.orders) {
      const rest = restOrder(shop, order);
      const node = x.body.data.orders.nodes.find(
        (o: Json) => o.legacyResourceId === String(order.id),
      );
      expect(rest.shipping_address).toMatchObject({
        name: node.shippingAddress.name,
        zip: node.shippingAddress.zip,
        country_code: node.shippingAddress.countryCodeV2,
      });
      expect(rest.shipping_lines[0]!.title).toBe(node.shippingLines.nodes[0].title);
      expect(rest.line_items.map((l) => l.grams)).toEqual(
        node.lineItems.nodes.map((l: Json) => l.variant.inventoryItem.measurement.weight.value),
      );
    }
  });
});
