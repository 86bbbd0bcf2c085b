import { ConnectorError } from '../../errors';
import type { ChangeWindow, SourceItem } from '../../sdk/connector';
import { paginate } from '../../sdk/pagination';
import type { ShopifyGraphql } from '../client';
import { mapShopifyOrder } from '../mapping/order';
import { mapShopifyPayout } from '../mapping/payout';
import { mapShopifyRefund } from '../mapping/refund';
import { parseMinor } from '../../money';
import type { CanonicalSale } from '../../model/sale';
import { toRestBalanceTransaction, toRestOrder, toRestPayout, toRestRefund } from './adapter';
import {
  BALANCE_PAGE_SIZE,
  BALANCE_TRANSACTIONS_QUERY,
  gid,
  ORDER_QUERY,
  ORDERS_COUNT_QUERY,
  ORDERS_PAGE_SIZE,
  ORDERS_QUERY,
  PAYOUT_QUERY,
  PAYOUTS_PAGE_SIZE,
  PAYOUTS_QUERY,
  REFUND_QUERY,
  SHOP_QUERY,
  windowQuery,
} from './queries';
import type {
  BalanceTransactionNode,
  Connection,
  MoneyBag,
  OrderNode,
  PayoutNode,
  RefundNode,
} from './types';

type Kind = SourceItem['kind'];

/** A mapping that throws becomes an unmapped element: one bad element never stops a sync. */
function mapped(
  kind: Kind,
  id: string,
  updatedAt: string,
  raw: unknown,
  map: () => SourceItem,
): SourceItem {
  try {
    return map();
  } catch (error) {
    return {
      kind,
      id,
      updatedAt,
      raw,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

const inWindow = (at: string, window: ChangeWindow) =>
  Date.parse(at) > Date.parse(window.since) && Date.parse(at) <= Date.parse(window.until);

/** Reads orders, refunds and payouts of one shop through Admin GraphQL, mapped to the canonical model. */
export class ShopifyReads {
  private timeZone?: Promise<string>;

  constructor(
    private readonly graphql: ShopifyGraphql,
    private readonly pageSize = ORDERS_PAGE_SIZE,
  ) {}

  async shop(): Promise<{ name: string; ianaTimezone: string }> {
    const data = await this.graphql.query<{ shop: { name: string; ianaTimezone: string } }>(
      SHOP_QUERY,
    );
    return data.shop;
  }

  /** the shop's time zone, read once: REST-shaped timestamps and booking dates are local */
  private zone(): Promise<string> {
    this.timeZone ??= this.shop().then((s) => s.ianaTimezone || 'Europe/Stockholm');
    this.timeZone.catch(() => (this.timeZone = undefined));
    return this.timeZone;
  }

  orderItem(node: OrderNode, zone: string): SourceItem {
    const id = node.legacyResourceId;
    return mapped('order', id, node.updatedAt, node, () => ({
      kind: 'order',
      id,
      updatedAt: node.updatedAt,
      sale: withSettlementRate(mapShopifyOrder(toRestOrder(node, zone)), node.totalPriceSet),
      raw: node,
    }));
  }

  refundItem(
    node: RefundNode,
    order: {
      legacyResourceId: string;
      presentmentCurrencyCode: string;
      taxesIncluded: boolean;
      totalPriceSet?: MoneyBag;
    },
    zone: string,
  ): SourceItem {
    const id = node.legacyResourceId;
    return mapped('refund', id, node.createdAt, node, () => ({
      kind: 'refund',
      id,
      updatedAt: node.createdAt,
      sale: withSettlementRate(
        mapShopifyRefund(
          toRestRefund(node, Number(order.legacyResourceId), zone),
          order.presentmentCurrencyCode,
          order.taxesIncluded,
        ),
        order.totalPriceSet,
      ),
      raw: node,
    }));
  }

  async payoutItem(node: PayoutNode, zone: string): Promise<SourceItem> {
    const id = node.legacyResourceId;
    const moves: BalanceTransactionNode[] = [];
    for await (const move of paginate((after) => this.balancePage(id, after))) moves.push(move);
    return mapped('payout', id, node.issuedAt, { payout: node, transactions: moves }, () => ({
      kind: 'payout',
      id,
      updatedAt: node.issuedAt,
      payout: mapShopifyPayout(toRestPayout(node, zone), moves.map(toRestBalanceTransaction)),
      raw: { payout: node, transactions: moves },
    }));
  }

  private async balancePage(payoutId: string, after: string | undefined) {
    const data = await this.graphql.query<{
      shopifyPaymentsAccount: { balanceTransactions: Connection<BalanceTransactionNode> } | null;
    }>(BALANCE_TRANSACTIONS_QUERY, {
      first: BALANCE_PAGE_SIZE,
      after: after ?? null,
      query: `payments_transfer_id:${payoutId}`,
    });
    return page(data.shopifyPaymentsAccount?.balanceTransactions);
  }

  /** Orders updated in the window (each followed by its refunds made in the window), then payouts. */
  async *changes(window: ChangeWindow): AsyncGenerator<SourceItem> {
    const zone = await this.zone();
    const orders = paginate(async (after) => {
      const data = await this.graphql.query<{ orders: Connection<OrderNode> }>(ORDERS_QUERY, {
        first: this.pageSize,
        after: after ?? null,
        query: windowQuery('updated_at', window.since, window.until),
      });
      return page(data.orders);
    });
    for await (const order of orders) {
      yield this.orderItem(order, zone);
      for (const refund of order.refunds ?? []) {
        if (inWindow(refund.createdAt, window)) yield this.refundItem(refund, order, zone);
      }
    }
    const payouts = paginate(async (after) => {
      const data = await this.graphql.query<{
        shopifyPaymentsAccount: { payouts: Connection<PayoutNode> } | null;
      }>(PAYOUTS_QUERY, {
        first: PAYOUTS_PAGE_SIZE,
        after: after ?? null,
        query: windowQuery('issued_at', window.since, window.until),
      });
      return page(data.shopifyPaymentsAccount?.payouts);
    });
    for await (const payout of payouts) yield await this.payoutItem(payout, zone);
  }

  /** Orders updated in the window, counted by Shopify in one query. */
  async countOrders(window: ChangeWindow): Promise<number> {
    const data = await this.graphql.query<{ ordersCount: { count: number } | null }>(
      ORDERS_COUNT_QUERY,
      { query: windowQuery('updated_at', window.since, window.until) },
    );
    return data.ordersCount?.count ?? 0;
  }

  async element(kind: Kind, id: string): Promise<SourceItem> {
    if (!/^\d+$/.test(id)) throw new ConnectorError('validation', `Not a Shopify id: ${id}`);
    const zone = await this.zone();
    const missing = () => new ConnectorError('not_found', `Shopify ${kind} ${id} not found`);
    if (kind === 'order') {
      const data = await this.graphql.query<{ order: OrderNode | null }>(ORDER_QUERY, {
        id: gid('Order', id),
      });
      if (!data.order) throw missing();
      return this.orderItem(data.order, zone);
    }
    if (kind === 'refund') {
      const data = await this.graphql.query<{ refund: RefundNode | null }>(REFUND_QUERY, {
        id: gid('Refund', id),
      });
      if (!data.refund?.order) throw missing();
      return this.refundItem(data.refund, data.refund.order, zone);
    }
    const data = await this.graphql.query<{ node: Partial<PayoutNode> | null }>(PAYOUT_QUERY, {
      id: gid('ShopifyPaymentsPayout', id),
    });
    if (!data.node?.legacyResourceId) throw missing();
    return this.payoutItem(data.node as PayoutNode, zone);
  }
}

function page<T>(connection: Connection<T> | undefined | null) {
  if (!connection) return { items: [] as T[] };
  const { nodes, pageInfo } = connection;
  return {
    items: nodes,
    ...(pageInfo.hasNextPage && pageInfo.endCursor ? { next: pageInfo.endCursor } : {}),
  };
}

/**
 * A sale in another currency than the shop's is booked in SEK at Shopify's own conversion (the
 * order's shop money over its presentment money, six decimals): that is the rate Shopify settles
 * the payout at (DOMAIN.md: book at the provider's settlement rate).
 */
export function withSettlementRate(
  sale: CanonicalSale,
  total: MoneyBag | undefined,
): CanonicalSale {
  if (!total || sale.currency === 'SEK' || total.shopMoney.currencyCode !== 'SEK') return sale;
  const paid = parseMinor(total.presentmentMoney.amount, total.presentmentMoney.currencyCode);
  const settled = parseMinor(total.shopMoney.amount, 'SEK');
  if (paid <= 0 || settled <= 0) return sale;
  const scaled = Math.round((settled * 1_000_000) / paid);
  const rate = `${Math.floor(scaled / 1_000_000)}.${String(scaled % 1_000_000).padStart(6, '0')}`;
  return { ...sale, rateToSek: rate };
}
