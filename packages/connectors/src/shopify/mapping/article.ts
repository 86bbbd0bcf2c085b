import { grossOfNet, netOfGross } from '../../model/article';
import type { CanonicalArticle } from '../../model/article';
import { parseMinor } from '../../money';
import type { VariantNode } from '../graphql/types';

/** What a variant's article needs of its product and its shop. */
export interface ArticleContext {
  product: { legacyResourceId: string; title: string; updatedAt: string };
  currency: string;
  /** the shop's prices include VAT (Shop.taxesIncluded) */
  taxesIncluded: boolean;
}

/**
 * Shopify keeps no VAT rate on a product (a shop's reduced rates are overrides per collection
 * and country, outside the Admin API's product): a taxable variant is at the standard 25 %, one
 * that is not at 0 %. A custom rule at e1 sets another rate where a shop sells food or books.
 */
export const STANDARD_RATE = 25;

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** A Shopify product variant → canonical article. */
export function mapShopifyVariant(variant: VariantNode, context: ArticleContext): CanonicalArticle {
  const { product } = context;
  const vatRate = variant.taxable ? STANDARD_RATE : 0;
  const listed = parseMinor(variant.price, context.currency);
  const price = context.taxesIncluded ? listed : grossOfNet(listed, vatRate);
  const sku = variant.sku?.trim() ?? '';
  const tracked = variant.inventoryItem?.tracked === true;
  return {
    source: 'shopify',
    variantId: variant.legacyResourceId,
    productId: product.legacyResourceId,
    number: sku || `shopify-${variant.legacyResourceId}`,
    sku,
    name: variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
    price,
    netPrice: context.taxesIncluded ? netOfGross(listed, vatRate) : listed,
    vatRate,
    unit: 'st',
    stock: tracked ? (variant.inventoryQuantity ?? 0) : null,
    currency: context.currency,
    updatedAt: later(product.updatedAt, variant.updatedAt),
  };
}
