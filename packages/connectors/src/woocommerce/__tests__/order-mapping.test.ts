import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computedTotal } from '../../model/sale';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapWooOrder } from '../mapping/order';
import type { WooOrder } from '../mapping/order';

/** The JSON examples of WooCommerce's REST documentation, in order of appearance. */
function documentedExamples(file: string): unknown[] {
  const text = readFileSync(sharedFixture('woocommerce', file), 'utf8');
  return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
}

describe("WooCommerce order → canonical sale (WooCommerce's documented example)", () => {
  const order = documentedExamples('orders.md')[0] as WooOrder;

  it('maps lines, shipping, VAT and total, and adds up', () => {
    const sale = mapWooOrder(order);
    expect(sale).toMatchObject({
      source: 'woocommerce',
      sourceId: '727',
      reference: '727',
      date: '2017-03-22',
      currency: 'USD',
      total: 2935,
      customer: { name: 'John Doe', email: 'john.doe@example.com' },
    });
    expect(sale.lines.map((l) => [l.kind, l.net, l.vat, l.vatRate])).toEqual([
      ['product', 600, 45, 7.5],
      ['product', 1200, 90, 7.5],
      ['shipping', 1000, 0, 0],
    ]);
    expect(computedTotal(sale)).toBe(sale.total);
    expect(sale.warnings).toEqual([]);
  });

  it('maps every documented order example without throwing, each adding up', () => {
    const orders = documentedExamples('orders.md').flatMap((example) =>
      Array.isArray(example) ? example : [example],
    ) as WooOrder[];
    const withLines = orders.filter((o) => Array.isArray(o.line_items));
    expect(withLines.length).toBeGreaterThan(3);
    for (const o of withLines) {
      const sale = mapWooOrder(o);
      expect(sale.warnings, `order ${o.id}`).toEqual([]);
    }
  });

  it('keeps the buyer with the billing address, the payment and the order key', () => {
    const sale = mapWooOrder(order);
    expect(sale.customer).toEqual({
      name: 'John Doe',
      email: 'john.doe@example.com',
      address: {
        address1: '969 Market',
        zip: '94103',
        city: 'San Francisco',
        country: 'US',
        phone: '(555) 555-5555',
      },
    });
    expect(sale.payment).toEqual({ method: 'Direct Bank Transfer' });
    expect(sale.appReference).toBe('wc_order_58d2d042d1d');
  });

  it('names a company buyer by the company, with its organisation number and customer id', () => {
    const sale = mapWooOrder({
      ...order,
      customer_id: 12,
      transaction_id: 'ch_123',
      billing: { ...order.billing, company: 'Bygg AB' },
      meta_data: [{ key: '_billing_org_nr', value: '556677-8899' }],
    });
    expect(sale.customer).toMatchObject({
      name: 'Bygg AB',
      id: '12',
      organisationNumber: '556677-8899',
    });
    expect(sale.payment).toEqual({ method: 'Direct Bank Transfer', reference: 'ch_123' });
  });
});
