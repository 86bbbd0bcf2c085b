import { describe, expect, it } from 'vitest';
import { startStore } from './harness';
import type { Json } from './harness';

const POSTAL_CODE: Record<string, RegExp> = { SE: /^\d{3} \d{2}$/, NO: /^\d{4}$/, DK: /^\d{4}$/ };

describe('WooCommerce simulator: where orders ship', () => {
  it('ships to real-looking Nordic addresses, a few elsewhere than the billing address', async () => {
    const { get } = await startStore(60);
    const orders: Json[] = (await get('orders?per_page=100&status=any')).body;
    const countries = new Set<string>();
    let elsewhere = 0;
    for (const order of orders) {
      const to = order.shipping;
      countries.add(to.country);
      expect(to.postcode).toMatch(POSTAL_CODE[to.country]!);
      expect(to.address_1).toMatch(/\d/);
      expect(to.first_name).toBe(order.billing.first_name);
      if (to.address_1 !== order.billing.address_1) elsewhere += 1;
      expect(order.shipping_lines[0].method_title).toMatch(/PostNord|Budbee|Hämta/);
    }
    expect(elsewhere).toBeGreaterThan(0);
    expect(elsewhere).toBeLessThan(orders.length / 2);
    expect(countries.has('SE') && (countries.has('NO') || countries.has('DK'))).toBe(true);
  });

  it('makes the same addresses from the same seed', async () => {
    const [a, b] = await Promise.all([startStore(20), startStore(20)]);
    const path = 'orders?per_page=100&status=any';
    const shipTo = (orders: Json[]) => orders.map((o) => [o.id, o.shipping]);
    expect(shipTo((await a.get(path)).body)).toEqual(shipTo((await b.get(path)).body));
  });
});
