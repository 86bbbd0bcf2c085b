import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computedTotal } from '../../model/sale';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapShopifyOrder } from '../mapping/order';
import type { ShopifyOrder } from '../mapping/order';

const fixture = () =>
  (
    JSON.parse(readFileSync(sharedFixture('shopify', 'order.json'), 'utf8')) as {
      order: ShopifyOrder;
    }
  ).order;

describe("Shopify order → canonical sale (Shopify's published sample order)", () => {
  it('maps lines, VAT, date, customer and total', () => {
    const sale = mapShopifyOrder(fixture());
    expect(sale).toMatchObject({
      kind: 'order',
      source: 'shopify',
      sourceId: '450789469',
      reference: '#1001',
      date: '2008-01-10',
      currency: 'USD',
      customer: { name: 'Bob Norman', email: 'bob.norman@hostmail.com' },
      total: 40994,
    });
    expect(sale.lines.map((l) => [l.kind, l.sku, l.net, l.vat, l.vatRate])).toEqual([
      ['product', 'IPOD2008GREEN', 19900, 398, 6],
      ['product', 'IPOD2008RED', 19900, 398, 6],
      ['product', 'IPOD2008BLACK', 19900, 398, 6],
    ]);
    // the order's one tax line (State Tax 6 %, 11.94) is all the VAT there is
    expect(sale.lines.reduce((sum, l) => sum + l.vat, 0)).toBe(1194);
  });

  it('reports what does not add up instead of hiding it', () => {
    const sale = mapShopifyOrder(fixture());
    // the sample lists three items at 199.00 but totals two: a person must decide
    expect(computedTotal(sale)).toBe(3 * 19900 + 1194);
    expect(sale.warnings.map((w) => w.code)).toEqual(['missing_tax_lines', 'total_mismatch']);
    expect(sale.warnings[1]!.message).toBe(
      "The order's lines come to 608.94 USD, its total is 409.94 USD",
    );
  });

  it('takes VAT out of prices that include it, per line tax lines', () => {
    const order: ShopifyOrder = {
      ...fixture(),
      currency: 'SEK',
      taxes_included: true,
      total_price: '373.00',
      tax_lines: [],
      line_items: [
        {
          id: 1,
          title: 'Kaffe',
          price: '100.00',
          quantity: 2,
          discount_allocations: [{ amount: '20.00' }],
          tax_lines: [{ price: '19.29', rate: 0.12 }],
        },
        {
          id: 2,
          title: 'Mugg',
          price: '125.00',
          quantity: 1,
          tax_lines: [{ price: '25.00', rate: 0.25 }],
        },
      ],
      shipping_lines: [
        { title: 'PostNord', price: '68.00', tax_lines: [{ price: '13.60', rate: 0.25 }] },
      ],
    };
    const sale = mapShopifyOrder(order);
    expect(sale.lines.map((l) => [l.kind, l.net, l.vat, l.vatRate])).toEqual([
      ['product', 16071, 1929, 12],
      ['product', 10000, 2500, 25],
      ['shipping', 5440, 1360, 25],
    ]);
    expect(sale.warnings).toEqual([]);
    expect(computedTotal(sale)).toBe(37300);
  });
});
