import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapShopifyRefund } from '../mapping/refund';
import type { ShopifyRefund } from '../mapping/refund';

const fixture = () =>
  (
    JSON.parse(readFileSync(sharedFixture('shopify', 'refund.json'), 'utf8')) as {
      refund: ShopifyRefund;
    }
  ).refund;

describe("Shopify refund → canonical sale (Shopify's published sample refund)", () => {
  it('maps the refunded lines with their tax and the money paid back', () => {
    const sale = mapShopifyRefund(fixture(), 'USD');
    expect(sale).toMatchObject({
      kind: 'refund',
      sourceId: '509562969',
      reference: '450789469',
      date: '2016-06-20',
      currency: 'USD',
      total: 20900,
    });
    expect(sale.lines.map((l) => [l.sku, l.net, l.vat, l.vatRate])).toEqual([
      ['IPOD2008BLACK', 19900, 398, 6],
      ['IPOD2008GREEN', 19900, 398, 6],
    ]);
    expect(sale.warnings).toEqual([
      {
        code: 'total_mismatch',
        message: 'The refunded lines come to 405.96 USD, 209.00 USD was paid back',
        key: 'refund_total_mismatch',
        params: { computed: '405.96 USD', total: '209.00 USD' },
      },
    ]);
  });

  it('takes refunded shipping and partial quantities', () => {
    const refund: ShopifyRefund = {
      ...fixture(),
      refund_line_items: [
        {
          quantity: 1,
          line_item: {
            id: 1,
            title: 'Kaffe',
            price: '100.00',
            quantity: 2,
            tax_lines: [{ price: '24.00', rate: 0.12 }],
          },
        },
      ],
      order_adjustments: [{ kind: 'shipping_refund', amount: '-54.40', tax_amount: '-13.60' }],
      transactions: [
        { kind: 'refund', status: 'success', amount: '180.00' },
        { kind: 'refund', status: 'failure', amount: '180.00' },
      ],
    };
    const sale = mapShopifyRefund(refund, 'SEK');
    expect(sale.lines.map((l) => [l.kind, l.net, l.vat, l.vatRate])).toEqual([
      ['product', 10000, 1200, 12],
      ['shipping', 5440, 1360, 25],
    ]);
    expect(sale.total).toBe(18000);
    expect(sale.warnings).toEqual([]);
  });
});
