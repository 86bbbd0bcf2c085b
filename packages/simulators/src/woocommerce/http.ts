import type { ServerResponse } from 'node:http';
import { invalidParam } from './errors';
import type { Store } from './state';

export interface RouteContext {
  store: Store;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the request's own absolute URL, for Link headers */
  url: URL;
  baseUrl: string;
  /** the parsed JSON body of a PUT or POST */
  body?: unknown;
  /** the simulator's clock, epoch milliseconds */
  now: number;
}

export interface RouteResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  /** GET when left out */
  method?: 'GET' | 'PUT' | 'POST';
  path: string;
  handle(ctx: RouteContext): RouteResult;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const between = (raw: string | null, name: string, min: number, max: number, fallback: number) => {
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw invalidParam(
      name,
      max === Infinity
        ? `${name} must be greater than or equal to ${min}`
        : `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
    );
  return value;
};

/**
 * WordPress REST pagination: `page` from 1, `per_page` 1–100 (default 10), X-WP-Total,
 * X-WP-TotalPages and a Link header with absolute `prev`/`next` URLs keeping the other parameters.
 */
export function paged<T>(items: readonly T[], ctx: RouteContext): RouteResult & { items: T[] } {
  const page = between(ctx.query.get('page'), 'page', 1, Infinity, 1);
  const perPage = between(ctx.query.get('per_page'), 'per_page', 1, 100, 10);
  const totalPages = Math.ceil(items.length / perPage);
  const at = (n: number) => {
    const url = new URL(ctx.url);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const links = [
    ...(page > 1 && page - 1 <= Math.max(totalPages, 1) ? [`<${at(page - 1)}>; rel="prev"`] : []),
    ...(page < totalPages ? [`<${at(page + 1)}>; rel="next"`] : []),
  ];
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    items: slice,
    body: slice,
    headers: {
      'x-wp-total': String(items.length),
      'x-wp-totalpages': String(totalPages),
      ...(links.length ? { link: links.join(', ') } : {}),
    },
  };
}

/** A choice parameter, refused like WordPress refuses a value outside its enum. */
export function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw invalidParam(name, `${name} is not one of ${allowed.join(', ')}.`);
  return raw as T;
}
