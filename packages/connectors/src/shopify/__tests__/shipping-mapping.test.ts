import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { mapShopifyOrder } from '../mapping/order';
import type { ShopifyOrder } from '../mapping/order';

const fixture = () =>
  (
    JSON.parse(readFileSync(sharedFixture('shopify', 'order.json'), 'utf8')) as {
      order: ShopifyOrder;
    }
  ).order;

describe("Shopify order → where and how it ships (Shopify's published sample order)", () => {
  it('keeps the shipping address, the method, the shipping paid and the items with weights', () => {
    const sale = mapShopifyOrder(fixture());
    expect(sale.shipping?.address).toEqual({
      name: 'Bob Norman',
      address1: 'Chestnut Street 92',
      zip: '40202',
      city: 'Louisville',
      country: 'US',
      phone: '555-625-1199',
      email: 'bob.norman@hostmail.com',
    });
    expect(sale.shipping?.method).toBe('Free Shipping');
    expect(sale.shipping?.paid).toBe(0);
    // prices exclude tax in this shop: the line's tax is added to what one cost
    expect(sale.shipping?.items[0]).toEqual({
      description: 'IPod Nano - 8gb - green',
      sku: 'IPOD2008GREEN',
      quantity: 1,
      grams: 200,
      unitPrice: 19900,
    });
    expect(sale.shipping?.items.map((i) => i.sku)).toEqual([
      'IPOD2008GREEN',
      'IPOD2008RED',
      'IPOD2008BLACK',
    ]);
  });

  it('takes what the customer paid: discounted shipping with VAT, items after discounts', () => {
    const order: ShopifyOrder = {
      ...fixture(),
      currency: 'SEK',
      taxes_included: true,
      shipping_address: {
        name: 'Karin Nilsson',
        company: 'Solberg Bygg AB',
        address1: 'Industrivägen 12',
        address2: 'Godsmottagningen',
        zip: '431 37',
        city: 'Mölndal',
        country_code: 'se',
        phone: '+46 31 27 45 00',
      },
      line_items: [
        {
          id: 1,
          title: 'Kaffe',
          name: 'Kaffe - Mörkrost',
          sku: 'KAF-501',
          price: '100.00',
          quantity: 2,
          grams: 540,
          discount_allocations: [{ amount: '20.00' }],
          tax_lines: [{ price: '19.29', rate: 0.12 }],
        },
        {
          id: 2,
          title: 'Presentkort',
          price: '500.00',
          quantity: 1,
          gift_card: true,
          requires_shipping: false,
          grams: 0,
        },
        { id: 3, title: 'Mugg', price: '125.00', quantity: 1, grams: 0, tax_lines: [] },
      ],
      shipping_lines: [
        {
          title: 'PostNord Ombud',
          price: '49.00',
          discounted_price: '39.00',
          tax_lines: [{ price: '7.80', rate: 0.25 }],
        },
        { title: 'Expressavgift', price: '20.00', tax_lines: [{ price: '4.00', rate: 0.25 }] },
      ],
    };
    const shipping = mapShopifyOrder(order).shipping!;
    expect(shipping.address).toEqual({
      name: 'Karin Nilsson',
      company: 'Solberg Bygg AB',
      address1: 'Industrivägen 12',
      address2: 'Godsmottagningen',
      zip: '431 37',
      city: 'Mölndal',
      country: 'SE',
      phone: '+46 31 27 45 00',
      email: 'bob.norman@hostmail.com',
    });
    expect(shipping.method).toBe('PostNord Ombud');
    expect(shipping.paid).toBe(3900 + 2000);
    // the gift card is not shipped; a weight of 0 is a weight Shopify does not know
    expect(shipping.items).toEqual([
      { description: 'Kaffe - Mörkrost', sku: 'KAF-501', quantity: 2, grams: 540, unitPrice: 9000 },
      { description: 'Mugg', quantity: 1, unitPrice: 12500 },
    ]);
  });

  it('has no address for an order that ships nowhere, and no shipping for a gift card alone', () => {
    const collected = mapShopifyOrder({ ...fixture(), shipping_address: null });
    expect(collected.shipping?.address).toBeUndefined();
    expect(collected.shipping?.items).toHaveLength(3);
    const giftCard = mapShopifyOrder({
      ...fixture(),
      shipping_address: null,
      shipping_lines: [],
      line_items: [
        { id: 9, title: 'Presentkort', price: '500.00', quantity: 1, requires_shipping: false },
      ],
    });
    expect(giftCard.shipping).toBeUndefined();
  });
});
