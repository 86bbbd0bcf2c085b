import type { WooProduct, WooTaxRate, WooVariation } from './mapping/article';
import type { WooOrder } from './mapping/order';
import type { WooRefund } from './mapping/refund';
import { nextLink, paginate } from '../sdk/pagination';
import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export interface WooConnection {
  /** the store's own address, e.g. https://butik.example.se, or the local simulator */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

/** WooCommerce allows at most 100 per page; the connector reads full pages by default. */
export const WOO_MAX_PER_PAGE = 100;

/** An order as listed: what the mapping needs plus what the connector filters and pages on. */
export interface WooListedOrder extends WooOrder {
  status: string;
  date_modified_gmt: string;
  refunds?: { id: number; total: string }[];
}

export interface WooListedRefund extends WooRefund {
  date_created_gmt?: string;
}

const API = 'wp-json/wc/v3';

/**
 * The transport for one store: HTTP Basic with the consumer key and secret (WooCommerce over
 * HTTPS), all three forms of the secret masked in the log.
 */
export function wooTransport(
  connection: WooConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers' | 'secrets'> = {},
): HttpTransport {
  const basic = Buffer.from(`${connection.consumerKey}:${connection.consumerSecret}`).toString(
    'base64',
  );
  return new HttpTransport({
    ...options,
    baseUrl: connection.baseUrl,
    headers: () => ({ authorization: `Basic ${basic}` }),
    secrets: [connection.consumerKey, connection.consumerSecret, basic],
  });
}

/** Every item of a WooCommerce list, following the Link header's `next` (absolute URLs). */
export function listAll<T>(
  transport: HttpTransport,
  path: string,
  query: Record<string, string | number | undefined>,
): AsyncGenerator<T> {
  return paginate<T>(async (next) => {
    const response = await transport.request<T[]>(
      next ? { path: next } : { path: `${API}/${path}`, query },
    );
    return { items: response.body, next: nextLink(response.headers.get('link')) };
  });
}

export interface OrderWindowQuery {
  /** exclusive, GMT */
  modifiedAfter: string;
  /** exclusive, GMT */
  modifiedBefore: string;
  perPage: number;
}

/** Orders modified in the window, oldest change first. Dates are sent as GMT without a zone. */
export function ordersModified(transport: HttpTransport, window: OrderWindowQuery) {
  return listAll<WooListedOrder>(transport, 'orders', {
    modified_after: window.modifiedAfter,
    modified_before: window.modifiedBefore,
    dates_are_gmt: 'true',
    orderby: 'modified',
    order: 'asc',
    status: 'any',
    per_page: window.perPage,
  });
}

/** How many orders in `statuses` the window holds: WordPress's X-WP-Total of a one-item page. */
export async function countOrdersModified(
  transport: HttpTransport,
  window: Omit<OrderWindowQuery, 'perPage'>,
  statuses: readonly string[],
): Promise<number> {
  const response = await transport.request<unknown[]>({
    path: `${API}/orders`,
    query: {
      modified_after: window.modifiedAfter,
      modified_before: window.modifiedBefore,
      dates_are_gmt: 'true',
      status: statuses.join(','),
      per_page: 1,
    },
  });
  return Number(response.headers.get('x-wp-total') ?? response.body.length);
}

export function orderRefunds(transport: HttpTransport, orderId: number | string, perPage: number) {
  return listAll<WooListedRefund>(transport, `orders/${orderId}/refunds`, { per_page: perPage });
}

export async function getOrder(transport: HttpTransport, orderId: string) {
  const path = `${API}/orders/${encodeURIComponent(orderId)}`;
  return (await transport.request<WooListedOrder>({ path })).body;
}

export async function getRefund(transport: HttpTransport, orderId: string, refundId: string) {
  const path = `${API}/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}`;
  return (await transport.request<WooListedRefund>({ path })).body;
}

/**
 * Products modified in the window (`modified_*` as for orders), by id: an order every store
 * version takes, and one that no change during the read can move an unread product past.
 */
export function productsModified(transport: HttpTransport, window: OrderWindowQuery) {
  return listAll<WooProduct>(transport, 'products', {
    modified_after: window.modifiedAfter,
    modified_before: window.modifiedBefore,
    dates_are_gmt: 'true',
    orderby: 'id',
    order: 'asc',
    per_page: window.perPage,
  });
}

export function productVariations(transport: HttpTransport, productId: number, perPage: number) {
  return listAll<WooVariation>(transport, `products/${productId}/variations`, {
    per_page: perPage,
  });
}

/** The store's tax rates, every class and country. */
export function taxRates(transport: HttpTransport) {
  return listAll<WooTaxRate>(transport, 'taxes', { per_page: WOO_MAX_PER_PAGE });
}

/** One store setting's value, e.g. `tax/woocommerce_prices_include_tax`. */
export async function storeSetting(transport: HttpTransport, setting: string): Promise<string> {
  const res = await transport.request<{ value: string }>({ path: `${API}/settings/${setting}` });
  return res.body.value;
}

/** A product's (variation id = product id) or a variation's new price and/or stock. */
export async function updateProductOrVariation(
  transport: HttpTransport,
  productId: string,
  variantId: string,
  changes: { regular_price?: string; stock_quantity?: number },
) {
  const product = encodeURIComponent(productId);
  const path =
    productId === variantId
      ? `${API}/products/${product}`
      : `${API}/products/${product}/variations/${encodeURIComponent(variantId)}`;
  const res = await transport.request<Pick<WooProduct, 'manage_stock' | 'stock_quantity'>>({
    method: 'PUT',
    path,
    body: changes,
  });
  return res.body;
}

/** The cheapest authenticated call: one order. */
export async function ping(transport: HttpTransport): Promise<void> {
  await transport.request({ path: `${API}/orders`, query: { per_page: 1 } });
}
