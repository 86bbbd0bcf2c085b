import { describe, expect, it } from 'vitest';
import { ore, startStore } from './harness';
import type { Json } from './harness';

const gross = (line: Json) => ore(line.total) + ore(line.total_tax);
const sumOf = (lines: Json[], f: (l: Json) => number) => lines.reduce((s, l) => s + f(l), 0);

describe('WooCommerce simulator: orders', () => {
  it('pages with X-WP-Total, X-WP-TotalPages and absolute Link headers', async () => {
    const { get } = await startStore(12);
    const first = await get('orders?per_page=5&orderby=id&order=asc&status=any');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(5);
    expect(Number(first.headers.get('x-wp-total'))).toBeGreaterThan(5);
    const total = Number(first.headers.get('x-wp-total'));
    expect(Number(first.headers.get('x-wp-totalpages'))).toBe(Math.ceil(total / 5));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/wc\/v3\/orders\?.*page=2/);
    const second = await get(next!);
    expect(second.headers.get('link')).toContain('rel="prev"');
    expect(second.body[0].id).toBeGreaterThan(first.body[4].id);
  });

  it('refuses per_page outside 1–100 as rest_invalid_param', async () => {
    const { get } = await startStore(1);
    const res = await get('orders?per_page=101');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { per_page: expect.any(String) } },
    });
    expect((await get('orders?orderby=price')).status).toBe(400);
  });

  it('filters by modification time and sorts by it', async () => {
    const { sim, get, clock } = await startStore(10);
    clock.ms += 3_600_000;
    const [late] = sim.state.addOrders('ck_shop', 1);
    const since = new Date(clock.ms - 1000).toISOString().slice(0, 19);
    const res = await get(
      `orders?modified_after=${since}&dates_are_gmt=true&orderby=modified&order=asc`,
    );
    expect(res.body.map((o: Json) => o.id)).toContain(late!.id);
    expect(res.body.every((o: Json) => o.date_modified_gmt > since)).toBe(true);
    const before = await get(`orders?modified_before=${since}Z&per_page=100`);
    expect(before.body.map((o: Json) => o.id)).not.toContain(late!.id);
  });

  it('generates orders that balance: total = lines + shipping + fees, taxes add up', async () => {
    const { get } = await startStore(60);
    const orders: Json[] = (await get('orders?per_page=100&status=any')).body;
    expect(new Set(orders.map((o) => o.currency))).toEqual(new Set(['SEK', 'EUR']));
    expect(orders.some((o) => o.coupon_lines.length > 0)).toBe(true);
    expect(orders.some((o) => o.fee_lines.length > 0)).toBe(true);
    expect(new Set(orders.flatMap((o) => o.tax_lines.map((t: Json) => t.rate_percent)))).toEqual(
      new Set([25, 12, 6]),
    );
    for (const o of orders) {
      const lines = [...o.line_items, ...o.shipping_lines, ...o.fee_lines];
      expect(sumOf(lines, gross), `order ${o.id}`).toBe(ore(o.total));
      expect(sumOf(lines, (l) => ore(l.total_tax))).toBe(ore(o.total_tax));
      const taxLines = sumOf(o.tax_lines, (t) => ore(t.tax_total) + ore(t.shipping_tax_total));
      expect(taxLines).toBe(ore(o.total_tax));
      const discount = sumOf(o.line_items, (l) => ore(l.subtotal) - ore(l.total));
      expect(discount).toBe(ore(o.discount_total));
      expect(o.prices_include_tax).toBe(true);
    }
  });

  it('is the same store for the same seed', async () => {
    const a = await startStore(8);
    const b = await startStore(8);
    expect((await a.get('orders?per_page=100')).body.map((o: Json) => o.total)).toEqual(
      (await b.get('orders?per_page=100')).body.map((o: Json) => o.total),
    );
  });

  it('answers an unknown order with woocommerce_rest_shop_order_invalid_id', async () => {
    const { get } = await startStore(1);
    const res = await get('orders/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'woocommerce_rest_shop_order_invalid_id',
      message: 'Invalid ID.',
      data: { status: 404 },
    });
  });

  it('lists products and customers with the same pagination', async () => {
    const { get } = await startStore(0);
    const products = await get('products?per_page=3');
    expect(products.body).toHaveLength(3);
    expect(products.headers.get('link')).toContain('rel="next"');
    const customers = await get('customers?per_page=100');
    expect(customers.body.length).toBe(Number(customers.headers.get('x-wp-total')));
  });
});

describe('WooCommerce simulator: refunds', () => {
  it('records partial and full refunds with negative lines and moves date_modified', async () => {
    const { sim, get, clock } = await startStore(0, {
      stores: [{ key: 'ck_shop', secret: 'cs_shop', profile: 'plain' }],
    });
    const [order] = sim.state.addOrders('ck_shop', 1);
    clock.ms += 60_000;
    const partial = sim.state.addRefund('ck_shop', order!.id)!;
    clock.ms += 60_000;
    const full = sim.state.addRefund('ck_shop', order!.id, { full: true })!;
    const json = (await get(`orders/${order!.id}`)).body;
    expect(json.status).toBe('refunded');
    expect(json.date_modified_gmt).toBe(new Date(clock.ms).toISOString().slice(0, 19));
    expect(json.refunds.map((r: Json) => r.id)).toEqual([partial.id, full.id]);
    const refunds: Json[] = (await get(`orders/${order!.id}/refunds`)).body;
    expect(refunds.map((r) => r.id)).toEqual([full.id, partial.id]);
    const paidBack = sumOf(refunds, (r) => ore(r.amount));
    expect(paidBack).toBe(ore(json.total));
    for (const refund of refunds) {
      const lines = [...refund.line_items, ...refund.shipping_lines];
      expect(lines.every((l: Json) => ore(l.total) <= 0 && ore(l.total_tax) <= 0)).toBe(true);
      expect(-sumOf(lines, gross)).toBe(ore(refund.amount));
    }
    const one = await get(`orders/${order!.id}/refunds/${partial.id}`);
    expect(one.body.amount).toBe(refunds[1].amount);
    expect((await get(`orders/${order!.id}/refunds/1`)).status).toBe(404);
  });
});
