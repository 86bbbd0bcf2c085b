import { describe, expect, it } from 'vitest';
import { mapShopifyVariant } from '../mapping/article';

const product = { legacyResourceId: '10', title: 'Linneduk', updatedAt: '2026-11-20T10:00:00Z' };
const variant = {
  legacyResourceId: '101',
  title: 'Grå',
  sku: 'LIN-1',
  price: '349.50',
  taxable: true,
  inventoryQuantity: 6,
  updatedAt: '2026-11-21T08:00:00Z',
  inventoryItem: { tracked: true },
};

describe('Shopify variant → article', () => {
  it('splits a VAT-inclusive price at the standard rate and takes the later update time', () => {
    const article = mapShopifyVariant(variant, { product, currency: 'SEK', taxesIncluded: true });
    expect(article).toEqual({
      source: 'shopify',
      variantId: '101',
      productId: '10',
      number: 'LIN-1',
      sku: 'LIN-1',
      name: 'Linneduk - Grå',
      price: 34950,
      netPrice: 27960,
      vatRate: 25,
      unit: 'st',
      stock: 6,
      currency: 'SEK',
      updatedAt: '2026-11-21T08:00:00Z',
    });
  });

  it('names a default variant by its product, numbers one without a SKU by its id', () => {
    const article = mapShopifyVariant(
      { ...variant, title: 'Default Title', sku: null, inventoryItem: { tracked: false } },
      { product, currency: 'SEK', taxesIncluded: true },
    );
    expect(article).toMatchObject({ name: 'Linneduk', number: 'shopify-101', stock: null });
  });

  it('adds VAT to a price entered without it, and puts an untaxed variant at 0 %', () => {
    const net = mapShopifyVariant(variant, { product, currency: 'SEK', taxesIncluded: false });
    expect(net).toMatchObject({ netPrice: 34950, price: 43688 });
    const untaxed = mapShopifyVariant(
      { ...variant, taxable: false },
      { product, currency: 'SEK', taxesIncluded: true },
    );
    expect(untaxed).toMatchObject({ vatRate: 0, netPrice: 34950, price: 34950 });
  });
});
