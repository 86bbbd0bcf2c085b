import { describe, expect, it } from 'vitest';
import { mapWooArticle, ratesByClass } from '../mapping/article';
import type { WooProduct, WooVariation } from '../mapping/article';

const rates = ratesByClass([
  { country: 'SE', rate: '25.0000', class: 'standard' },
  { country: 'DE', rate: '19.0000', class: 'standard' },
  { country: 'SE', rate: '12.0000', class: 'reduced-rate' },
  { country: '', rate: '6.0000', class: 'books' },
]);
const store = { currency: 'SEK', pricesIncludeTax: true, rateOfClass: rates };

const product: WooProduct = {
  id: 7,
  name: 'Kaffe',
  type: 'simple',
  sku: 'KAF-1',
  price: '79.00',
  regular_price: '89.60',
  date_modified_gmt: '2026-11-20T10:00:00',
  tax_status: 'taxable',
  tax_class: 'reduced-rate',
  manage_stock: true,
  stock_quantity: 4,
};

describe('WooCommerce product → article', () => {
  it('prices a simple product at its regular price and its tax class’s Swedish rate', () => {
    expect(mapWooArticle(product, null, store)).toEqual({
      source: 'woocommerce',
      variantId: '7',
      productId: '7',
      number: 'KAF-1',
      sku: 'KAF-1',
      name: 'Kaffe',
      price: 8960,
      netPrice: 8000,
      vatRate: 12,
      unit: 'st',
      stock: 4,
      currency: 'SEK',
      updatedAt: '2026-11-20T10:00:00Z',
    });
  });

  it('takes a variation’s rate from its product and names it by its options', () => {
    const variation: WooVariation = {
      id: 71,
      sku: '',
      price: '100.00',
      regular_price: '100.00',
      date_modified_gmt: '2026-11-21T09:00:00',
      tax_status: 'taxable',
      tax_class: 'parent',
      manage_stock: 'parent',
      stock_quantity: null,
      attributes: [
        { name: 'Rost', option: 'Mörk' },
        { name: 'Vikt', option: '1 kg' },
      ],
    };
    const article = mapWooArticle({ ...product, type: 'variable' }, variation, {
      ...store,
      pricesIncludeTax: false,
    });
    expect(article).toMatchObject({
      variantId: '71',
      productId: '7',
      number: 'woocommerce-71',
      name: 'Kaffe - Mörk, 1 kg',
      netPrice: 10000,
      price: 11200,
      stock: null,
      updatedAt: '2026-11-21T09:00:00Z',
    });
  });

  it('refuses a tax class the store has no rate for, and puts untaxed products at 0 %', () => {
    expect(() => mapWooArticle({ ...product, tax_class: 'luxury' }, null, store)).toThrow('luxury');
    expect(mapWooArticle({ ...product, tax_status: 'none' }, null, store).vatRate).toBe(0);
    expect(mapWooArticle({ ...product, tax_class: 'books' }, null, store).vatRate).toBe(6);
  });
});
