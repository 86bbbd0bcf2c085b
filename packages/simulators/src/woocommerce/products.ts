import { products as catalogue } from './catalog';
import { formatAmount } from './money';
import { gmtDate, localDate } from './render';

/** A variation of a variable product; its tax class and VAT follow the product's. */
export interface VariationRecord {
  id: number;
  attributes: { name: string; option: string }[];
  sku: string;
  /** öre, VAT included (prices_include_tax) */
  price: number;
  manageStock: boolean;
  stockQuantity: number | null;
  createdAt: number;
  modifiedAt: number;
}

export interface ProductRecord {
  id: number;
  name: string;
  type: 'simple' | 'variable';
  sku: string;
  /** öre, VAT included; a variable product's price is its first variation's */
  price: number;
  ratePercent: 25 | 12 | 6;
  manageStock: boolean;
  stockQuantity: number | null;
  createdAt: number;
  /** also moves when one of its variations changes */
  modifiedAt: number;
  variations: VariationRecord[];
}

/** Tax classes of a store set up for Sweden: 25 % is the standard class. */
export const taxClassOf = (rate: number) => (rate === 25 ? '' : `${rate}-procent`);

/**
 * The store's products: the catalogue's as simple products, and one variable product in three
 * sizes. Nothing here draws on the store's random numbers, so the orders a seed makes stay the same.
 */
export function seedProducts(at: number): ProductRecord[] {
  const simple = catalogue.map((p, index): ProductRecord => ({
    id: p.id,
    name: p.name,
    type: 'simple',
    sku: p.sku,
    price: p.price,
    ratePercent: p.ratePercent,
    manageStock: index % 4 !== 3,
    stockQuantity: index % 4 !== 3 ? 12 + index * 3 : null,
    createdAt: at,
    modifiedAt: at,
    variations: [],
  }));
  const sizes = ['S', 'M', 'L'];
  const sockor: ProductRecord = {
    id: 109,
    name: 'Raggsockor',
    type: 'variable',
    sku: 'RAGG',
    price: 14900,
    ratePercent: 25,
    manageStock: false,
    stockQuantity: null,
    createdAt: at,
    modifiedAt: at,
    variations: sizes.map((size, index) => ({
      id: 201 + index,
      attributes: [{ name: 'Storlek', option: size }],
      sku: `RAGG-${size}`,
      price: 14900,
      manageStock: true,
      stockQuantity: 8 + index,
      createdAt: at,
      modifiedAt: at,
    })),
  };
  return [...simple, sockor];
}

const stockStatus = (manage: boolean, quantity: number | null) =>
  !manage || (quantity ?? 0) > 0 ? 'instock' : 'outofstock';

const dates = (created: number, modified: number) => ({
  date_created: localDate(created),
  date_created_gmt: gmtDate(created),
  date_modified: localDate(modified),
  date_modified_gmt: gmtDate(modified),
});

/** A product in the shape of WooCommerce's REST v3 documentation (products.md). */
export function renderProduct(p: ProductRecord, baseUrl: string) {
  return {
    id: p.id,
    name: p.name,
    slug: p.sku.toLowerCase(),
    permalink: `${baseUrl}/produkt/${p.sku.toLowerCase()}/`,
    ...dates(p.createdAt, p.modifiedAt),
    type: p.type,
    status: 'publish',
    sku: p.sku,
    price: formatAmount(p.price),
    regular_price: p.type === 'simple' ? formatAmount(p.price) : '',
    sale_price: '',
    tax_status: 'taxable',
    tax_class: taxClassOf(p.ratePercent),
    manage_stock: p.manageStock,
    stock_quantity: p.stockQuantity,
    stock_status: stockStatus(p.manageStock, p.stockQuantity),
    attributes:
      p.type === 'variable'
        ? [
            {
              id: 0,
              name: 'Storlek',
              variation: true,
              options: p.variations.map((v) => v.attributes[0]?.option ?? ''),
            },
          ]
        : [],
    variations: p.variations.map((v) => v.id),
    meta_data: [],
    _links: { self: [{ href: `${baseUrl}/wp-json/wc/v3/products/${p.id}` }] },
  };
}

/** A variation in the shape of product-variations.md: tax class 'parent' follows the product. */
export function renderVariation(p: ProductRecord, v: VariationRecord, baseUrl: string) {
  return {
    id: v.id,
    ...dates(v.createdAt, v.modifiedAt),
    permalink: `${baseUrl}/produkt/${p.sku.toLowerCase()}/?attribute_storlek=${v.attributes[0]?.option ?? ''}`,
    sku: v.sku,
    price: formatAmount(v.price),
    regular_price: formatAmount(v.price),
    sale_price: '',
    status: 'publish',
    tax_status: 'taxable',
    tax_class: 'parent',
    manage_stock: v.manageStock,
    stock_quantity: v.stockQuantity,
    stock_status: stockStatus(v.manageStock, v.stockQuantity),
    attributes: v.attributes.map((a) => ({ id: 0, ...a })),
    meta_data: [],
    _links: {
      self: [{ href: `${baseUrl}/wp-json/wc/v3/products/${p.id}/variations/${v.id}` }],
      up: [{ href: `${baseUrl}/wp-json/wc/v3/products/${p.id}` }],
    },
  };
}
