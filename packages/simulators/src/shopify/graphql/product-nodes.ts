import { formatMinor } from '../money';
import type { Product, Shop, Variant } from '../model';
import { gid } from '../seed';
import { byId, connection } from './connection';
import type { Args, ExecutionContext, GraphObject } from './execute';
import { GraphqlError } from './parse';

/** Products, their variants and inventory as Admin GraphQL objects (API version 2025-01). */
export const locationNode = (shop: Shop): GraphObject => ({
  __typename: 'Location',
  id: gid('Location', shop.locationId),
  legacyResourceId: String(shop.locationId),
  name: 'Lagret',
  isActive: true,
});

function inventoryItemNode(shop: Shop, variant: Variant): GraphObject {
  return {
    __typename: 'InventoryItem',
    id: gid('InventoryItem', variant.inventoryItemId),
    legacyResourceId: String(variant.inventoryItemId),
    sku: variant.sku,
    tracked: variant.tracked,
    measurement: {
      __typename: 'InventoryItemMeasurement',
      id: gid('InventoryItemMeasurement', variant.inventoryItemId),
      weight: { __typename: 'Weight', unit: 'GRAMS', value: variant.grams },
    },
    inventoryLevels: (args: Args, ctx: ExecutionContext) =>
      connection(
        variant.tracked ? [variant] : [],
        args,
        ctx,
        () => [0, shop.locationId],
        (v) => ({
          __typename: 'InventoryLevel',
          id: gid('InventoryLevel', v.inventoryItemId),
          location: locationNode(shop),
          quantities: (a: Args) => {
            const names = Array.isArray(a.names) ? (a.names as string[]) : [];
            return names.map((name) => ({
              __typename: 'InventoryQuantity',
              name,
              quantity: ['available', 'on_hand'].includes(name) ? v.quantity : 0,
            }));
          },
        }),
      ),
  };
}

export function variantNode(shop: Shop, product: Product, variant: Variant): GraphObject {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variant.id),
    legacyResourceId: String(variant.id),
    title: variant.title,
    displayName:
      variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
    sku: variant.sku,
    price: formatMinor(variant.price),
    taxable: !product.giftCard,
    inventoryQuantity: variant.tracked ? variant.quantity : 0,
    inventoryItem: inventoryItemNode(shop, variant),
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
    product: () => productNode(shop, product),
  };
}

export function productNode(shop: Shop, product: Product): GraphObject {
  return {
    __typename: 'Product',
    id: gid('Product', product.id),
    legacyResourceId: String(product.id),
    title: product.title,
    status: 'ACTIVE',
    isGiftCard: product.giftCard,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    variants: (args: Args, ctx: ExecutionContext) =>
      connection(product.variants, args, ctx, byId, (v) => variantNode(shop, product, v)),
    totalInventory: product.variants.reduce((sum, v) => sum + (v.tracked ? v.quantity : 0), 0),
  };
}

const at = (time: string) => Date.parse(time);

const PRODUCT_SORT: Record<string, (p: Product) => string | number> = {
  ID: (p) => p.id,
  UPDATED_AT: (p) => at(p.updatedAt),
  CREATED_AT: (p) => at(p.createdAt),
  TITLE: (p) => p.title,
};

/** `sortKey` of the products query: ProductSortKeys. */
export function productSortKey(args: Args) {
  const name = (args.sortKey as string | undefined) ?? 'ID';
  const key = PRODUCT_SORT[name];
  if (!key) {
    throw new GraphqlError(
      `Argument 'sortKey' has an invalid value (${name}). Expected type 'ProductSortKeys'.`,
      'argumentLiteralsIncompatible',
    );
  }
  return key;
}

export const PRODUCT_SEARCH: Record<string, (p: Product) => string | number> = {
  updated_at: (p) => p.updatedAt,
  created_at: (p) => p.createdAt,
  sku: (p) => p.variants[0]?.sku ?? '',
  id: (p) => p.id,
};

/** The variant with this legacy id, and its product. */
export function findVariant(shop: Shop, id: number) {
  for (const product of shop.products) {
    const variant = product.variants.find((v) => v.id === id);
    if (variant) return { product, variant };
  }
  return undefined;
}
