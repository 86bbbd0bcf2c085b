import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapWooOrder } from '../mapping/order';
import type { WooOrder } from '../mapping/order';

const documented = () => {
  const text = readFileSync(sharedFixture('woocommerce', 'orders.md'), 'utf8');
  return JSON.parse(/```json\n([\s\S]*?)```/.exec(text)![1]!) as WooOrder;
};

describe("WooCommerce order → where and how it ships (WooCommerce's documented example)", () => {
  it('keeps the shipping address, the method, the shipping paid and the items with VAT', () => {
    const sale = mapWooOrder(documented());
    expect(sale.shipping).toEqual({
      address: {
        name: 'John Doe',
        address1: '969 Market',
        zip: '94103',
        city: 'San Francisco',
        country: 'US',
        // the documented shipping address has no phone: the billing phone reaches the same person
        phone: '(555) 555-5555',
        email: 'john.doe@example.com',
      },
      method: 'Flat Rate',
      paid: 1000,
      items: [
        // 2 × 3.00 + 0.45 tax: 3.225 each, to the cent
        { description: 'Woo Single #1', quantity: 2, unitPrice: 323 },
        {
          description: 'Ship Your Idea &ndash; Color: Black, Size: M Test',
          sku: 'Bar3',
          quantity: 1,
          unitPrice: 1290,
        },
      ],
    });
  });

  it('ships to a shipping address of its own, with its tax in what was paid', () => {
    const order = documented();
    const sale = mapWooOrder({
      ...order,
      currency: 'SEK',
      shipping: {
        first_name: 'Kari',
        last_name: 'Nordmann',
        company: 'Nordmann AS',
        address_1: 'Thorvald Meyers gate 49',
        address_2: '',
        city: 'Oslo',
        postcode: '0555',
        country: 'no',
        phone: '+47 412 34 567',
      },
      shipping_lines: [
        { method_title: 'PostNord Ombud', total: '39.20', total_tax: '9.80' },
        { method_title: 'Expressavgift', total: '20.00', total_tax: '5.00' },
      ],
    });
    expect(sale.shipping).toMatchObject({
      address: {
        name: 'Kari Nordmann',
        company: 'Nordmann AS',
        address1: 'Thorvald Meyers gate 49',
        zip: '0555',
        city: 'Oslo',
        country: 'NO',
        phone: '+47 412 34 567',
        email: 'john.doe@example.com',
      },
      method: 'PostNord Ombud',
      paid: 7400,
    });
  });

  it('falls back to the billing address when the checkout kept no shipping address', () => {
    const order = documented();
    const empty = { first_name: '', last_name: '', address_1: '', city: '', postcode: '' };
    const sale = mapWooOrder({ ...order, shipping: { ...empty, country: '' } });
    expect(sale.shipping?.address).toMatchObject({
      name: 'John Doe',
      address1: '969 Market',
      city: 'San Francisco',
      country: 'US',
    });
  });
});
