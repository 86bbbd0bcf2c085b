import type {
  AppConnector,
  AppSession,
  ConnectionSettings,
  ConnectorRuntime,
} from '../sdk/connector';
import { SHOPIFY_API_VERSION, ShopifyGraphql, shopifyBaseUrl, shopifyTransport } from './client';
import { ShopifyArticles } from './graphql/articles';
import { ShopifyReads } from './graphql/reads';
import { shopifyWebhooks } from './webhooks';

/**
 * The engine's budget counts requests, Shopify's bucket counts cost points (1,000, 100 restored a
 * second). Most calls are small (one order, a payout's transactions: 10–60 points, the unused
 * part refunded), so the budget allows a burst of 20 requests and 2 a second; a run of full
 * pages (about 190 points each) can still empty the bucket, and then the client waits out the
 * THROTTLED answer for exactly as long as Shopify's restore rate says.
 */
export const SHOPIFY_RATE = { capacity: 20, perSecond: 2 };

const REST = `admin/api/${SHOPIFY_API_VERSION}`;

export interface ShopifySessionOptions {
  /** orders per page; the contract suite reads with this */
  pageSize?: number;
  /** products per page */
  productsPageSize?: number;
}

/** One shop's transport: its access token, the runtime's budget and log. */
function openTransport(settings: ConnectionSettings, runtime: ConnectorRuntime = {}) {
  const { credentials } = settings;
  return shopifyTransport(
    {
      baseUrl: settings.baseUrl,
      ...(credentials.shop ? { shop: credentials.shop } : {}),
      accessToken: credentials.access_token ?? '',
    },
    {
      ...(runtime.budget ? { budget: runtime.budget } : {}),
      ...(runtime.log ? { log: runtime.log } : {}),
      ...(runtime.timeoutMs !== undefined ? { timeoutMs: runtime.timeoutMs } : {}),
      ...(runtime.retries !== undefined ? { retries: runtime.retries } : {}),
      ...(runtime.sleep ? { sleep: runtime.sleep } : {}),
    },
  );
}

/** One shop's session: the GraphQL client over the shared transport, and the reads. */
export function openShopify(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime = {},
  options: ShopifySessionOptions = {},
): AppSession {
  const transport = openTransport(settings, runtime);
  const graphql = new ShopifyGraphql(transport, {
    ...(runtime.retries !== undefined ? { retries: runtime.retries } : {}),
    ...(runtime.sleep ? { sleep: runtime.sleep } : {}),
  });
  const reads = new ShopifyReads(graphql, options.pageSize);
  const articles = new ShopifyArticles(graphql, options.productsPageSize);
  return {
    test: async () => void (await reads.shop()),
    changes: (window) => reads.changes(window),
    element: (kind, id) => reads.element(kind, id),
    countOrders: (window) => reads.countOrders(window),
    articles: (window) => articles.articles(window),
    writeArticle: (ref, write) => articles.writeArticle(ref, write),
  };
}

export const shopifyConnector: AppConnector = {
  id: 'shopify',
  name: 'Shopify',
  kind: 'app',
  credentials: {
    type: 'api_key',
    fields: [
      {
        key: 'shop',
        label: {
          sv: 'Butikens domän (butik.myshopify.com)',
          en: 'Shop domain (shop.myshopify.com)',
        },
        secret: false,
      },
      {
        key: 'access_token',
        label: { sv: 'Åtkomsttoken för Admin API', en: 'Admin API access token' },
        secret: true,
      },
      {
        key: 'webhook_secret',
        label: { sv: 'Appens hemlighet för webhooks', en: 'App secret for webhooks' },
        secret: true,
      },
    ],
  },
  entities: {
    read: ['orders', 'refunds', 'payouts', 'articles', 'customers'],
    write: ['articles'],
  },
  rateLimit: SHOPIFY_RATE,
  defaultBaseUrl: 'https://{shop}.myshopify.com',
  open: (settings, runtime) => openShopify(settings, runtime),
  webhooks: shopifyWebhooks,
  // the REST Admin API: GraphQL takes POSTs, and the console only reads
  console: {
    resources: {
      orders: `${REST}/orders/{id}.json`,
      products: `${REST}/products/{id}.json`,
      customers: `${REST}/customers/{id}.json`,
      shop: `${REST}/shop.json`,
    },
    api: openTransport,
    baseUrl: ({ baseUrl, credentials }) =>
      shopifyBaseUrl({ baseUrl, shop: credentials.shop, accessToken: '' }),
  },
};
