import { describe, expect, it } from 'vitest';
import { KEY, NOW, SECRET, startStore } from './harness';
import type { Json } from './harness';

const basic = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;

async function start() {
  const started = await startStore(0);
  const put = async (path: string, body: unknown) => {
    const res = await fetch(`${started.sim.url}/wp-json/wc/v3/${path}`, {
      method: 'PUT',
      headers: { authorization: basic, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  return { ...started, put };
}

describe('WooCommerce simulator products', () => {
  it('lists simple and variable products, and the variations of one', async () => {
    const { get } = await start();
    const page = await get('products?per_page=100');
    expect(page.body).toHaveLength(9);
    const socks = page.body.find((p: Json) => p.type === 'variable');
    expect(socks).toMatchObject({ name: 'Raggsockor', variations: [201, 202, 203] });
    const variations = await get(`products/${socks.id}/variations`);
    expect(variations.body.map((v: Json) => v.sku)).toEqual(['RAGG-S', 'RAGG-M', 'RAGG-L']);
    expect(variations.body[0]).toMatchObject({
      tax_class: 'parent',
      manage_stock: true,
      stock_quantity: 8,
      regular_price: '149.00',
    });
  });

  it('filters products on modification and moves it when a price is set', async () => {
    const { get, put, clock } = await start();
    clock.ms = NOW + 60_000;
    expect((await put('products/104', { regular_price: '95.00' })).status).toBe(200);
    expect((await put('products/109/variations/202', { regular_price: '159.00' })).status).toBe(
      200,
    );
    const after = new Date(NOW).toISOString().slice(0, 19);
    const changed = await get(
      `products?modified_after=${after}&dates_are_gmt=true&orderby=modified&order=asc`,
    );
    expect(changed.body.map((p: Json) => [p.id, p.price])).toEqual([
      [104, '95.00'],
      [109, '149.00'],
    ]);
    const variation = await get('products/109/variations/202');
    expect(variation.body.regular_price).toBe('159.00');
  });

  it('keeps stock only where it is managed and refuses a price that is not a decimal', async () => {
    const { get, put } = await start();
    const unmanaged = (await get('products?per_page=100')).body.find(
      (p: Json) => p.type === 'simple' && !p.manage_stock,
    );
    await put(`products/${unmanaged.id}`, { stock_quantity: 5 });
    expect((await get(`products/${unmanaged.id}`)).body.stock_quantity).toBeNull();
    await put('products/101', { stock_quantity: 3 });
    expect((await get('products/101')).body.stock_quantity).toBe(3);
    const bad = await put('products/101', { regular_price: 99 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('rest_invalid_param');
    expect((await put('products/999', { regular_price: '1.00' })).status).toBe(404);
  });

  it('states its tax rates per class and that prices include tax', async () => {
    const { get } = await start();
    const taxes = await get('taxes');
    expect(taxes.body.map((t: Json) => [t.class, t.rate])).toEqual([
      ['standard', '25.0000'],
      ['12-procent', '12.0000'],
      ['6-procent', '6.0000'],
    ]);
    const setting = await get('settings/tax/woocommerce_prices_include_tax');
    expect(setting.body.value).toBe('yes');
  });
});
