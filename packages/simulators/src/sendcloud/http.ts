import type { SendcloudState } from './state';

export interface RouteContext {
  state: SendcloudState;
  /** the authenticated account's public key */
  account: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the parsed JSON body of a POST */
  body: unknown;
  /** the Accept header, for documents */
  accept: string;
  /** the API's base URL (…/api/v2), for links in answers */
  base: string;
}

export type RouteResult = (
  { status: number; json: unknown } | { status: number; bytes: Buffer; contentType: string }
) & {
  /** the request was carried out, but its answer is lost (a purchase fault) */
  lose?: 'server_error' | 'socket';
};

export interface Route {
  method: 'GET' | 'POST';
  /** relative to /api/v2, `{name}` for a path parameter */
  path: string;
  /** POST /parcels: the one request the purchase faults act on */
  purchase?: boolean;
  handle(ctx: RouteContext): RouteResult | Promise<RouteResult>;
}

export const ok = (json: unknown, status = 200): RouteResult => ({ status, json });

/** Routes as `/a/{param}/b`, matched in list order (`/parcels/statuses` before `/parcels/{id}`). */
export function matcher(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`),
  }));
  return (method: string, path: string) => {
    for (const { route, pattern } of compiled) {
      const match = pattern.exec(path);
      if (match && route.method === method) return { route, params: { ...match.groups } };
    }
    return undefined;
  };
}
