import type { Order, Payout, Shop } from '../model';
import { gid } from '../seed';
import { applySearch, byId, connection } from './connection';
import type { Args, ExecutionContext, GraphObject } from './execute';
import { orderNode, refundNode } from './order-nodes';
import { GraphqlError } from './parse';
import { variantById } from './mutations';
import { balanceNode, payoutNode } from './payment-nodes';
import { locationNode, PRODUCT_SEARCH, productNode, productSortKey } from './product-nodes';

/** The Admin API's query root over one shop's records: what queries select from. */
const at = (time: string) => Date.parse(time);

const ORDER_SORT: Record<string, (o: Order) => string | number> = {
  ID: (o) => o.id,
  UPDATED_AT: (o) => at(o.updatedAt),
  CREATED_AT: (o) => at(o.createdAt),
  PROCESSED_AT: (o) => at(o.processedAt),
};

function sortKeyOf<T>(
  args: Args,
  keys: Record<string, (item: T) => string | number>,
  type: string,
) {
  const name = (args.sortKey as string | undefined) ?? 'ID';
  const key = keys[name];
  if (!key) {
    throw new GraphqlError(
      `Argument 'sortKey' has an invalid value (${name}). Expected type '${type}'.`,
      'argumentLiteralsIncompatible',
    );
  }
  return key;
}

function parseGid(id: unknown): { type: string; id: number } | null {
  const match = /^gid:\/\/shopify\/(\w+)\/(\d+)$/.exec(String(id));
  if (!match)
    throw new GraphqlError(`Invalid global id '${String(id)}'`, 'argumentLiteralsIncompatible');
  return { type: match[1]!, id: Number(match[2]) };
}

function findNode(shop: Shop, id: unknown): GraphObject | null {
  const ref = parseGid(id)!;
  if (ref.type === 'Order') {
    const order = shop.orders.find((o) => o.id === ref.id);
    return order ? orderNode(shop, order) : null;
  }
  if (ref.type === 'Refund') {
    for (const order of shop.orders) {
      const refund = order.refunds.find((r) => r.id === ref.id);
      if (refund) return refundNode(shop, order, refund);
    }
    return null;
  }
  if (ref.type === 'Product') {
    const product = shop.products.find((p) => p.id === ref.id);
    return product ? productNode(shop, product) : null;
  }
  if (ref.type === 'ShopifyPaymentsPayout') {
    const payout = shop.payouts.find((p) => p.id === ref.id);
    return payout ? payoutNode(payout, shop) : null;
  }
  return null;
}

const ORDER_SEARCH: Record<string, (o: Order) => string | number> = {
  updated_at: (o) => o.updatedAt,
  created_at: (o) => o.createdAt,
  processed_at: (o) => o.processedAt,
  id: (o) => o.id,
  name: (o) => `#${o.number}`,
};

/** The query root for one shop. */
export function queryRoot(shop: Shop): GraphObject {
  return {
    __typename: 'QueryRoot',
    shop: {
      __typename: 'Shop',
      name: shop.name,
      myshopifyDomain: shop.domain,
      currencyCode: shop.currency,
      ianaTimezone: shop.timeZone,
      taxesIncluded: true,
    },
    orders: (args: Args, ctx: ExecutionContext) => {
      const key = sortKeyOf(args, ORDER_SORT, 'OrderSortKeys');
      const orders = applySearch(shop.orders, args.query, ORDER_SEARCH, ctx);
      return connection(
        orders,
        args,
        ctx,
        (o) => [key(o), o.id],
        (o) => orderNode(shop, o),
      );
    },
    /** Shopify counts up to `limit` (10,000 unless told), then says AT_LEAST */
    ordersCount: (args: Args, ctx: ExecutionContext) => {
      const matching = applySearch(shop.orders, args.query, ORDER_SEARCH, ctx).length;
      const limit = typeof args.limit === 'number' ? args.limit : 10_000;
      return {
        __typename: 'Count',
        count: Math.min(matching, limit),
        precision: matching > limit ? 'AT_LEAST' : 'EXACT',
      };
    },
    order: (args: Args) => {
      const node = findNode(shop, args.id);
      return node?.__typename === 'Order' ? node : null;
    },
    refund: (args: Args) => {
      const node = findNode(shop, args.id);
      return node?.__typename === 'Refund' ? node : null;
    },
    node: (args: Args) => findNode(shop, args.id),
    products: (args: Args, ctx: ExecutionContext) => {
      const key = productSortKey(args);
      return connection(
        applySearch(shop.products, args.query, PRODUCT_SEARCH, ctx),
        args,
        ctx,
        (p) => [key(p), p.id],
        (p) => productNode(shop, p),
      );
    },
    product: (args: Args) => {
      const node = findNode(shop, args.id);
      return node?.__typename === 'Product' ? node : null;
    },
    productVariant: (args: Args) => variantById(shop, args.id),
    location: () => locationNode(shop),
    customers: (args: Args, ctx: ExecutionContext) =>
      connection(
        applySearch(
          shop.customers,
          args.query,
          { updated_at: (c) => c.updatedAt, email: (c) => c.email },
          ctx,
        ),
        args,
        ctx,
        byId,
        (c) => ({
          __typename: 'Customer',
          id: gid('Customer', c.id),
          legacyResourceId: String(c.id),
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        }),
      ),
    shopifyPaymentsAccount: {
      __typename: 'ShopifyPaymentsAccount',
      payouts: (args: Args, ctx: ExecutionContext) => {
        const key = sortKeyOf(
          args,
          { ID: (p: Payout) => p.id, ISSUED_AT: (p: Payout) => at(p.issuedAt) },
          'PayoutSortKeys',
        );
        const payouts = applySearch(
          shop.payouts,
          args.query,
          {
            issued_at: (p) => p.issuedAt,
            id: (p) => p.id,
          },
          ctx,
        );
        return connection(
          payouts,
          args,
          ctx,
          (p) => [key(p), p.id],
          (p) => payoutNode(p, shop),
        );
      },
      balanceTransactions: (args: Args, ctx: ExecutionContext) => {
        const moves = applySearch(
          shop.balanceTransactions,
          args.query,
          {
            payments_transfer_id: (t) => t.payoutId,
            payout_id: (t) => t.payoutId,
            processed_at: (t) => t.processedAt,
          },
          ctx,
        );
        return connection(moves, args, ctx, byId, (t) => balanceNode(t, shop));
      },
    },
  };
}
