import { grossOfNet, netOfGross } from '../../model/article';
import type { CanonicalArticle } from '../../model/article';
import { parseMinor } from '../../money';

/** The parts of a WooCommerce product (REST `wc/v3/products`) an article is made of. */
export interface WooProduct {
  id: number;
  name: string;
  type: string;
  sku: string;
  price: string;
  regular_price: string;
  date_modified_gmt: string;
  tax_status: string;
  tax_class: string;
  manage_stock: boolean | 'parent';
  stock_quantity: number | null;
  variations?: number[];
}

/** A variation (`products/{id}/variations`); `tax_class: 'parent'` is the product's class. */
export interface WooVariation {
  id: number;
  sku: string;
  price: string;
  regular_price: string;
  date_modified_gmt: string;
  tax_status: string;
  tax_class: string;
  manage_stock: boolean | 'parent';
  stock_quantity: number | null;
  attributes: { name: string; option: string }[];
}

export interface WooTaxRate {
  country: string;
  rate: string;
  /** 'standard' for the standard rates (a product's tax class '') */
  class: string;
}

export interface WooStoreSettings {
  currency: string;
  pricesIncludeTax: boolean;
  /** whole-percent rate per tax class slug ('' for standard) */
  rateOfClass: ReadonlyMap<string, number>;
}

/** Per tax class, the Swedish rate (or a rate for every country when there is no Swedish one). */
export function ratesByClass(rates: readonly WooTaxRate[]): Map<string, number> {
  const byClass = new Map<string, number>();
  const ranked = [...rates].sort((a, b) => rank(a) - rank(b));
  for (const rate of ranked) {
    const slug = rate.class === 'standard' ? '' : rate.class;
    if (!byClass.has(slug)) byClass.set(slug, Math.round(Number(rate.rate)));
  }
  return byClass;
}

const rank = (rate: WooTaxRate) => (rate.country === 'SE' ? 0 : rate.country === '' ? 1 : 2);

const asIso = (gmt: string) => `${gmt.slice(0, 19)}Z`;
const later = (a: string, b: string) => (a >= b ? a : b);

function vatRate(settings: WooStoreSettings, status: string, taxClass: string): number {
  if (status === 'none') return 0;
  const rate = settings.rateOfClass.get(taxClass);
  if (rate === undefined) {
    throw new Error(`The store has no tax rate for the tax class "${taxClass || 'standard'}"`);
  }
  return rate;
}

/**
 * A simple product, or one variation of a variable product, → canonical article. The regular
 * price is the article's (a sale price is a campaign, not the article's price).
 */
export function mapWooArticle(
  product: WooProduct,
  variation: WooVariation | null,
  settings: WooStoreSettings,
): CanonicalArticle {
  const own = variation ?? product;
  const taxClass = variation?.tax_class === 'parent' ? product.tax_class : own.tax_class;
  const taxStatus = variation?.tax_status === 'parent' ? product.tax_status : own.tax_status;
  const rate = vatRate(settings, taxStatus, taxClass);
  const listed = parseMinor(own.regular_price || own.price || '0', settings.currency);
  const sku = own.sku?.trim() ?? '';
  const options = variation?.attributes.map((a) => a.option).join(', ');
  const variantId = String(own.id);
  return {
    source: 'woocommerce',
    variantId,
    productId: String(product.id),
    number: sku || `woocommerce-${variantId}`,
    sku,
    name: options ? `${product.name} - ${options}` : product.name,
    price: settings.pricesIncludeTax ? listed : grossOfNet(listed, rate),
    netPrice: settings.pricesIncludeTax ? netOfGross(listed, rate) : listed,
    vatRate: rate,
    unit: 'st',
    stock: own.manage_stock === true ? (own.stock_quantity ?? 0) : null,
    currency: settings.currency,
    updatedAt: asIso(
      variation
        ? later(product.date_modified_gmt, variation.date_modified_gmt)
        : product.date_modified_gmt,
    ),
  };
}
