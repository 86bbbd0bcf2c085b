import type { Shop } from '../model';
import { gid } from '../seed';
import type { Args, GraphObject } from './execute';
import { findVariant, productNode, variantNode } from './product-nodes';
import { GraphqlError } from './parse';

/** What Shopify charges a mutation in cost points. */
export const MUTATION_COST = 10;

interface UserError {
  __typename: string;
  field: string[] | null;
  message: string;
  code: string;
}

const userError = (type: string, field: string[] | null, message: string, code: string) => ({
  __typename: type,
  field,
  message,
  code,
});

function legacyOf(id: unknown, type: string): number | undefined {
  const match = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(String(id));
  return match ? Number(match[1]) : undefined;
}

const PRICE = /^\d+(\.\d{1,2})?$/;

/** Whole cents of a Money input ("199.00", or a number). */
const minorOf = (value: unknown) => Math.round(Number(value) * 100);

/**
 * `productVariantsBulkUpdate(productId, variants)`: the variants' prices; every variant must be
 * the product's, or nothing changes and `userErrors` says why (as Shopify answers).
 */
function bulkUpdate(shop: Shop, args: Args, now: string): GraphObject {
  const type = 'ProductVariantsBulkUpdateUserError';
  const productId = legacyOf(args.productId, 'Product');
  const product = shop.products.find((p) => p.id === productId);
  const payload = (errors: UserError[]) => ({
    __typename: 'ProductVariantsBulkUpdatePayload',
    product: errors.length || !product ? null : productNode(shop, product),
    productVariants: null as GraphObject[] | null,
    userErrors: errors,
  });
  if (!product) {
    return payload([
      userError(type, ['productId'], 'Product does not exist', 'PRODUCT_DOES_NOT_EXIST'),
    ]);
  }
  const inputs = Array.isArray(args.variants) ? (args.variants as Args[]) : [];
  const errors: UserError[] = [];
  const changes = inputs.map((input, index) => {
    const variant = product.variants.find((v) => v.id === legacyOf(input.id, 'ProductVariant'));
    if (!variant) {
      errors.push(
        userError(
          type,
          ['variants', String(index), 'id'],
          'Product variant does not exist',
          'PRODUCT_VARIANT_DOES_NOT_EXIST',
        ),
      );
    } else if (input.price !== undefined && !PRICE.test(String(input.price))) {
      errors.push(
        userError(
          type,
          ['variants', String(index), 'price'],
          'Price must be a non-negative amount with at most two decimals',
          'INVALID_INPUT',
        ),
      );
    }
    return { variant, input };
  });
  if (errors.length) return payload(errors);
  for (const { variant, input } of changes) {
    if (input.price === undefined) continue;
    variant!.price = minorOf(input.price);
    variant!.updatedAt = now;
    product.updatedAt = now;
  }
  const done = payload([]);
  done.productVariants = changes.map(({ variant }) => variantNode(shop, product, variant!));
  return done;
}

const REASONS = ['correction', 'cycle_count_available', 'received', 'restock', 'other'];

/**
 * `inventorySetQuantities(input)`: absolute quantities of tracked items at the shop's location;
 * without `ignoreCompareQuantity` each must name the quantity it expects to replace.
 */
function setQuantities(shop: Shop, args: Args): GraphObject {
  const type = 'InventorySetQuantitiesUserError';
  const input = (args.input ?? {}) as Args;
  const payload = (errors: UserError[], changes: GraphObject[] = []) => ({
    __typename: 'InventorySetQuantitiesPayload',
    inventoryAdjustmentGroup: errors.length
      ? null
      : {
          __typename: 'InventoryAdjustmentGroup',
          id: gid('InventoryAdjustmentGroup', Date.now()),
          reason: input.reason,
          changes,
        },
    userErrors: errors,
  });
  if (!['available', 'on_hand'].includes(String(input.name))) {
    return payload([userError(type, ['input', 'name'], 'Invalid name', 'INVALID_NAME')]);
  }
  if (!REASONS.includes(String(input.reason))) {
    return payload([userError(type, ['input', 'reason'], 'Invalid reason', 'INVALID_REASON')]);
  }
  const quantities = Array.isArray(input.quantities) ? (input.quantities as Args[]) : [];
  const errors: UserError[] = [];
  const targets = quantities.map((q, index) => {
    const field = ['input', 'quantities', String(index)];
    const itemId = legacyOf(q.inventoryItemId, 'InventoryItem');
    const found = shop.products
      .flatMap((p) => p.variants)
      .find((v) => v.inventoryItemId === itemId);
    if (!found) {
      errors.push(userError(type, field, 'Inventory item not found', 'INVALID_INVENTORY_ITEM'));
    } else if (legacyOf(q.locationId, 'Location') !== shop.locationId) {
      errors.push(userError(type, field, 'Location not found', 'INVALID_LOCATION'));
    } else if (!found.tracked) {
      errors.push(
        userError(
          type,
          field,
          'The specified inventory item is not stocked at the location',
          'ITEM_NOT_STOCKED_AT_LOCATION',
        ),
      );
    } else if (!Number.isInteger(q.quantity)) {
      errors.push(userError(type, field, 'Quantity must be a whole number', 'INVALID_QUANTITY'));
    } else if (input.ignoreCompareQuantity !== true && q.compareQuantity !== found.quantity) {
      errors.push(
        userError(
          type,
          field,
          'The compareQuantity argument no longer matches the persisted quantity.',
          'COMPARE_QUANTITY_STALE',
        ),
      );
    }
    return { variant: found, quantity: q.quantity as number };
  });
  if (errors.length) return payload(errors);
  const changes = targets.map(({ variant, quantity }) => {
    const delta = quantity - variant!.quantity;
    variant!.quantity = quantity;
    return {
      __typename: 'InventoryChange',
      name: input.name,
      delta,
      quantityAfterChange: quantity,
    };
  });
  return payload([], changes);
}

/** The mutation root for one shop: what the connector writes back (e2). */
export function mutationRoot(shop: Shop, now: () => number): GraphObject {
  const iso = () => new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    __typename: 'Mutation',
    productVariantsBulkUpdate: (args: Args) => bulkUpdate(shop, args, iso()),
    inventorySetQuantities: (args: Args) => setQuantities(shop, args),
  };
}

/** A variant by its global id, for the `productVariant` query. */
export function variantById(shop: Shop, id: unknown): GraphObject | null {
  const legacy = legacyOf(id, 'ProductVariant');
  if (legacy === undefined) {
    throw new GraphqlError(`Invalid global id '${String(id)}'`, 'argumentLiteralsIncompatible');
  }
  const found = findVariant(shop, legacy);
  return found ? variantNode(shop, found.product, found.variant) : null;
}
