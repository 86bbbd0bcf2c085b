import { ConnectorError } from '../errors';
import { wooArticles } from './articles';
import type {
  AppConnector,
  AppSession,
  ChangeWindow,
  ConnectionSettings,
  ConnectorRuntime,
  ElementHint,
  SourceItem,
} from '../sdk/connector';
import type { HttpTransport } from '../sdk/transport';
import {
  countOrdersModified,
  getOrder,
  getRefund,
  orderRefunds,
  ordersModified,
  ping,
  WOO_MAX_PER_PAGE,
  wooTransport,
} from './client';
import type { WooListedOrder, WooListedRefund } from './client';
import { mapWooOrder } from './mapping/order';
import { mapWooRefund } from './mapping/refund';
import { wooWebhooks } from './webhooks';

/**
 * Orders in these statuses have not been paid: nothing to book, so they are not yielded as
 * orders. Their refunds, should a store have recorded any, still are: money went back.
 */
export const UNPAID_STATUSES: readonly string[] = [
  'pending',
  'failed',
  'cancelled',
  'checkout-draft',
];

/** WooCommerce's own statuses of orders that were paid (custom statuses are not counted). */
const PAID_STATUSES = ['processing', 'on-hold', 'completed', 'refunded'];

export interface WooConnectorOptions {
  /** orders per page, 1–100; 100 in production, smaller in tests to reach the page edges */
  perPage?: number;
}

/** ISO time → WooCommerce's GMT form without a zone, to the second. */
const gmtSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19);
const asIso = (gmt: string) => `${gmt.slice(0, 19)}Z`;

function orderItem(order: WooListedOrder): SourceItem {
  const head = {
    kind: 'order' as const,
    id: String(order.id),
    updatedAt: asIso(order.date_modified_gmt),
  };
  try {
    return { ...head, sale: mapWooOrder(order), raw: order };
  } catch (error) {
    return { ...head, error: `Order ${order.id}: ${String(error)}`, raw: order };
  }
}

function refundItem(order: WooListedOrder, refund: WooListedRefund): SourceItem {
  const head = {
    kind: 'refund' as const,
    id: String(refund.id),
    updatedAt: asIso(refund.date_created_gmt ?? refund.date_created),
  };
  try {
    return { ...head, sale: mapWooRefund(refund, String(order.id), order.currency), raw: refund };
  } catch (error) {
    return {
      ...head,
      error: `Refund ${refund.id} of order ${order.id}: ${String(error)}`,
      raw: refund,
    };
  }
}

/**
 * WooCommerce's `modified_after`/`modified_before` are exclusive and to the second: the connector
 * asks up to one second past `until` and keeps exactly since < updatedAt ≤ until itself.
 */
async function* changes(
  transport: HttpTransport,
  perPage: number,
  window: ChangeWindow,
): AsyncGenerator<SourceItem> {
  const since = Date.parse(window.since);
  const until = Date.parse(window.until);
  if (Number.isNaN(since) || Number.isNaN(until))
    throw new ConnectorError('validation', `Not a change window: ${window.since}–${window.until}`);
  const orders = ordersModified(transport, {
    modifiedAfter: gmtSeconds(since),
    modifiedBefore: gmtSeconds(Math.floor(until / 1000) * 1000 + 1000),
    perPage,
  });
  for await (const order of orders) {
    const modified = Date.parse(asIso(order.date_modified_gmt));
    if (!(since < modified && modified <= until)) continue;
    if (!UNPAID_STATUSES.includes(order.status)) yield orderItem(order);
    if (!order.refunds?.length) continue;
    // every refund comes again whenever its order changes: the engine books each once
    const refunds: WooListedRefund[] = [];
    for await (const refund of orderRefunds(transport, order.id, WOO_MAX_PER_PAGE))
      refunds.push(refund);
    for (const refund of refunds.sort((a, b) => a.id - b.id)) yield refundItem(order, refund);
  }
}

/** Paid orders updated in the window, asked as `changes` asks (to the second, `until` included). */
function countOrders(transport: HttpTransport, window: ChangeWindow): Promise<number> {
  const since = Date.parse(window.since);
  const until = Date.parse(window.until);
  if (Number.isNaN(since) || Number.isNaN(until))
    throw new ConnectorError('validation', `Not a change window: ${window.since}–${window.until}`);
  return countOrdersModified(
    transport,
    {
      modifiedAfter: gmtSeconds(since),
      modifiedBefore: gmtSeconds(Math.floor(until / 1000) * 1000 + 1000),
    },
    PAID_STATUSES,
  );
}

/**
 * A refund is only reachable through its order: its id is "orderId/refundId", or the refund's
 * own id (as `changes` yields it) with the order in the hint.
 */
async function element(
  transport: HttpTransport,
  kind: SourceItem['kind'],
  id: string,
  hint: ElementHint = {},
): Promise<SourceItem> {
  if (kind === 'order') {
    const order = await getOrder(transport, id);
    if (!UNPAID_STATUSES.includes(order.status)) return orderItem(order);
    return {
      kind,
      id,
      updatedAt: asIso(order.date_modified_gmt),
      error: `Order ${id} is ${order.status}: not paid, nothing to book`,
      raw: order,
    };
  }
  if (kind === 'refund') {
    const parts = id.split('/');
    const [orderId, refundId] = parts.length === 1 ? [hint.orderId, parts[0]] : parts;
    if (!orderId || !refundId || parts.length > 2)
      throw new ConnectorError(
        'validation',
        `A refund is "orderId/refundId", or its id with its order: not "${id}"`,
      );
    const order = await getOrder(transport, orderId);
    return refundItem(order, await getRefund(transport, orderId, refundId));
  }
  throw new ConnectorError('validation', `WooCommerce has no ${kind}s`);
}

/** The store's transport: the consumer key and secret, the runtime's budget and log. */
function openTransport(settings: ConnectionSettings, runtime: ConnectorRuntime = {}) {
  const { consumer_key: consumerKey, consumer_secret: consumerSecret } = settings.credentials;
  if (!consumerKey || !consumerSecret)
    throw new ConnectorError('auth', 'WooCommerce needs a consumer key and a consumer secret');
  return wooTransport(
    { baseUrl: settings.baseUrl, consumerKey, consumerSecret },
    // only what the runtime sets: an undefined option would override the transport's default
    Object.fromEntries(
      Object.entries({
        budget: runtime.budget,
        log: runtime.log,
        timeoutMs: runtime.timeoutMs,
        retries: runtime.retries,
        sleep: runtime.sleep,
      }).filter(([, value]) => value !== undefined),
    ),
  );
}

function openSession(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime,
  perPage: number,
): AppSession {
  const transport = openTransport(settings, runtime);
  const articles = wooArticles(transport, perPage);
  return {
    test: () => ping(transport),
    changes: (window) => changes(transport, perPage, window),
    element: (kind, id, hint) => element(transport, kind, id, hint),
    countOrders: (window) => countOrders(transport, window),
    articles: (window) => articles.articles(window),
    writeArticle: (ref, write) => articles.writeArticle(ref, write),
  };
}

/**
 * WooCommerce (REST `wc/v3`). The base URL is the store's own address. `rateLimit` is null: a
 * self-hosted store sets no platform limit (DOMAIN.md); reading a full page of 100 at a time keeps
 * the request count low, and a store that does answer 429 is waited out by the transport.
 */
export function createWooConnector(options: WooConnectorOptions = {}): AppConnector {
  const perPage = options.perPage ?? WOO_MAX_PER_PAGE;
  return {
    id: 'woocommerce',
    name: 'WooCommerce',
    kind: 'app',
    credentials: {
      type: 'api_key',
      fields: [
        {
          key: 'consumer_key',
          label: { sv: 'Konsumentnyckel (consumer key)', en: 'Consumer key' },
          secret: true,
        },
        {
          key: 'consumer_secret',
          label: { sv: 'Konsumenthemlighet (consumer secret)', en: 'Consumer secret' },
          secret: true,
        },
        {
          key: 'webhook_secret',
          label: { sv: 'Webhook-hemlighet', en: 'Webhook secret' },
          secret: true,
        },
      ],
    },
    entities: { read: ['orders', 'refunds', 'articles', 'customers'], write: ['articles'] },
    rateLimit: null,
    defaultBaseUrl: 'https://butik.example.se',
    open: (settings, runtime = {}) => openSession(settings, runtime, perPage),
    webhooks: wooWebhooks,
    console: {
      resources: {
        orders: 'wp-json/wc/v3/orders/{id}',
        refunds: 'wp-json/wc/v3/orders/{id}/refunds',
        products: 'wp-json/wc/v3/products/{id}',
        customers: 'wp-json/wc/v3/customers/{id}',
      },
      api: openTransport,
    },
  };
}

export const wooConnector: AppConnector = createWooConnector();
