import { invalidParam, WooError } from '../errors';
import { oneOf, paged } from '../http';
import type { Route, RouteContext } from '../http';
import { renderProduct, renderVariation } from '../products';
import type { ProductRecord, VariationRecord } from '../products';
import { parseDate } from './orders';

const invalidProductId = () =>
  new WooError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
const invalidVariationId = () =>
  new WooError(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.');

const sorters = {
  date: (p: ProductRecord) => p.createdAt,
  modified: (p: ProductRecord) => p.modifiedAt,
  id: (p: ProductRecord) => p.id,
};

function listProducts(ctx: RouteContext) {
  const after = parseDate(ctx, 'modified_after');
  const before = parseDate(ctx, 'modified_before');
  const orderby = oneOf(ctx.query, 'orderby', ['date', 'modified', 'id'] as const, 'date');
  const direction = oneOf(ctx.query, 'order', ['asc', 'desc'] as const, 'desc');
  const key = sorters[orderby];
  const sign = direction === 'asc' ? 1 : -1;
  const products = ctx.store.products
    .filter((p) => after === undefined || p.modifiedAt > after)
    .filter((p) => before === undefined || p.modifiedAt < before)
    .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
  const page = paged(products, ctx);
  return { ...page, body: page.items.map((p) => renderProduct(p, ctx.baseUrl)) };
}

function findProduct(ctx: RouteContext): ProductRecord {
  const found = ctx.store.products.find((p) => String(p.id) === ctx.params.id);
  if (!found) throw invalidProductId();
  return found;
}

function findVariation(ctx: RouteContext, product: ProductRecord): VariationRecord {
  const found = product.variations.find((v) => String(v.id) === ctx.params.variation_id);
  if (!found) throw invalidVariationId();
  return found;
}

const PRICE = /^\d+(\.\d{1,2})?$/;

/**
 * The fields e2 writes: `regular_price` (a decimal string) and `stock_quantity` (a whole
 * number). WooCommerce keeps a stock quantity only where `manage_stock` is on, and ignores it
 * elsewhere; an invalid value is `rest_invalid_param`.
 */
function applyChanges(
  target: { price: number; manageStock: boolean; stockQuantity: number | null },
  body: unknown,
): void {
  const changes = (body ?? {}) as Record<string, unknown>;
  if (changes.regular_price !== undefined) {
    if (typeof changes.regular_price !== 'string' || !PRICE.test(changes.regular_price))
      throw invalidParam('regular_price', 'regular_price is not of type string.');
    target.price = Math.round(Number(changes.regular_price) * 100);
  }
  if (changes.manage_stock !== undefined) target.manageStock = changes.manage_stock === true;
  if (changes.stock_quantity !== undefined) {
    if (!Number.isInteger(changes.stock_quantity))
      throw invalidParam('stock_quantity', 'stock_quantity is not of type integer.');
    if (target.manageStock) target.stockQuantity = changes.stock_quantity as number;
  }
}

export const productRoutes: Route[] = [
  { path: '/wp-json/wc/v3/products', handle: listProducts },
  {
    path: '/wp-json/wc/v3/products/{id}',
    handle: (ctx) => ({ status: 200, body: renderProduct(findProduct(ctx), ctx.baseUrl) }),
  },
  {
    method: 'PUT',
    path: '/wp-json/wc/v3/products/{id}',
    handle: (ctx) => {
      const product = findProduct(ctx);
      if (product.type === 'variable' && ctx.body && 'regular_price' in (ctx.body as object))
        throw invalidParam('regular_price', 'A variable product is priced per variation.');
      applyChanges(product, ctx.body);
      product.modifiedAt = ctx.now;
      return { status: 200, body: renderProduct(product, ctx.baseUrl) };
    },
  },
  {
    path: '/wp-json/wc/v3/products/{id}/variations',
    handle: (ctx) => {
      const product = findProduct(ctx);
      const page = paged(product.variations, ctx);
      return { ...page, body: page.items.map((v) => renderVariation(product, v, ctx.baseUrl)) };
    },
  },
  {
    path: '/wp-json/wc/v3/products/{id}/variations/{variation_id}',
    handle: (ctx) => {
      const product = findProduct(ctx);
      const variation = findVariation(ctx, product);
      return { status: 200, body: renderVariation(product, variation, ctx.baseUrl) };
    },
  },
  {
    method: 'PUT',
    path: '/wp-json/wc/v3/products/{id}/variations/{variation_id}',
    handle: (ctx) => {
      const product = findProduct(ctx);
      const variation = findVariation(ctx, product);
      applyChanges(variation, ctx.body);
      variation.modifiedAt = ctx.now;
      product.modifiedAt = ctx.now;
      if (product.variations[0] === variation) product.price = variation.price;
      return { status: 200, body: renderVariation(product, variation, ctx.baseUrl) };
    },
  },
];
