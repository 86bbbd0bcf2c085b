import { ConnectorError } from '../errors';
import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export const SHOPIFY_API_VERSION = '2025-01';
export const GRAPHQL_PATH = `admin/api/${SHOPIFY_API_VERSION}/graphql.json`;

export interface ShopifyConnection {
  /** https://{shop}.myshopify.com, or the local simulator */
  baseUrl: string;
  /** the shop's handle or its myshopify.com domain; fills `{shop}` in the base URL */
  shop?: string;
  accessToken: string;
}

interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}
interface ThrottleStatus {
  currentlyAvailable: number;
  restoreRate: number;
}
interface GraphqlAnswer<T> {
  data?: T;
  errors?: GraphqlError[] | string | Record<string, unknown>;
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus?: ThrottleStatus } };
}

const handleOf = (shop: string) =>
  shop
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\.myshopify\.com\/?$/, '');

export function shopifyBaseUrl(connection: ShopifyConnection): string {
  if (!connection.baseUrl.includes('{shop}')) return connection.baseUrl;
  if (!connection.shop) throw new ConnectorError('validation', 'The shop domain is missing');
  return connection.baseUrl.replace('{shop}', handleOf(connection.shop));
}

/** The transport for one shop: the access token header, masked in every log line. */
export function shopifyTransport(
  connection: ShopifyConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers' | 'secrets'> = {},
): HttpTransport {
  return new HttpTransport({
    ...options,
    baseUrl: shopifyBaseUrl(connection),
    headers: () => ({ 'x-shopify-access-token': connection.accessToken }),
    secrets: [connection.accessToken],
  });
}

/** Seconds until the bucket holds what the query asked for (at least one). */
function throttleWait(answer: GraphqlAnswer<unknown>): number {
  const cost = answer.extensions?.cost;
  const status = cost?.throttleStatus;
  if (!cost || !status || status.restoreRate <= 0) return 1;
  return Math.max(
    1,
    Math.ceil((cost.requestedQueryCost - status.currentlyAvailable) / status.restoreRate),
  );
}

/** GraphQL errors arrive with HTTP 200: THROTTLED is a wait, anything else a refused query. */
export function graphqlFailure(answer: GraphqlAnswer<unknown>): ConnectorError | undefined {
  const errors = answer.errors;
  if (errors === undefined) {
    return answer.data
      ? undefined
      : new ConnectorError('validation', 'GraphQL answered without data');
  }
  const list = Array.isArray(errors) ? errors : [{ message: JSON.stringify(errors) }];
  if (list.some((e) => e.extensions?.code === 'THROTTLED')) {
    return new ConnectorError('rate_limited', 'Shopify GraphQL: Throttled', throttleWait(answer));
  }
  return new ConnectorError(
    'validation',
    `Shopify GraphQL: ${list.map((e) => e.message).join('; ')}`,
  );
}

/**
 * Admin GraphQL over the transport. The transport retries HTTP failures (429, 5xx, timeouts);
 * THROTTLED comes back as HTTP 200, so it is waited out here, as long as Shopify says.
 */
export class ShopifyGraphql {
  constructor(
    private readonly transport: HttpTransport,
    private readonly options: { retries?: number; sleep?: (ms: number) => Promise<void> } = {},
  ) {}

  async query<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const retries = this.options.retries ?? 4;
    const sleep = this.options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    for (let attempt = 0; ; attempt++) {
      const res = await this.transport.request<GraphqlAnswer<T>>({
        method: 'POST',
        path: GRAPHQL_PATH,
        body: { query, ...(variables ? { variables } : {}) },
      });
      const failure = graphqlFailure(res.body);
      if (!failure) return res.body.data!;
      if (failure.code !== 'rate_limited' || attempt >= retries) throw failure;
      await sleep((failure.retryAfterSeconds ?? 1) * 1000);
    }
  }
}
