import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults, deliver } from '../common/faults';
import type { FaultConfig, Faults } from '../common/faults';
import { authError, noRoute, WooError } from './errors';
import { sendJson } from './http';
import type { Route, RouteResult } from './http';
import { catalogRoutes } from './routes/catalog';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { createState } from './state';
import type { StoreOptions, WooState } from './state';

export interface WooSimulatorOptions {
  /** stores that exist from the start, each reached by its consumer key and secret */
  stores?: readonly StoreOptions[];
  /** seeds the order generator and the fault PRNG */
  seed?: number;
  /** clock in epoch milliseconds for new orders and refunds */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** what a 429 asks the client to wait, in seconds */
  retryAfterSeconds?: number;
  /** every webhook delivery sent twice with the same delivery id */
  duplicateWebhooks?: boolean;
}

export interface WooSimulator {
  url: string;
  state: WooState;
  faults: Faults;
  /** requests received so far, faulted ones included */
  requests(): number;
  close(): Promise<void>;
}

/** Routes as `/a/{param}/b`, matched in list order. */
function matcher(routes: readonly Route[]) {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method: string, pathname: string) => {
    for (const { route, names, pattern } of compiled) {
      const match = pattern.exec(pathname);
      if (match && (route.method ?? 'GET') === method)
        return { route, params: Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])) };
    }
    return undefined;
  };
}

/** Basic auth (key:secret) or `consumer_key`/`consumer_secret` query parameters, as WooCommerce accepts. */
function credentials(req: IncomingMessage, url: URL): [string, string] | undefined {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  }
  const key = url.searchParams.get('consumer_key');
  const secret = url.searchParams.get('consumer_secret');
  return key && secret ? [key, secret] : undefined;
}

/**
 * A WooCommerce store's REST API (`wc/v3`) on 127.0.0.1: orders, refunds, products and customers,
 * deterministic from the seed, with injectable faults and signed order webhooks. Basic auth is
 * accepted over plain HTTP (real stores require HTTPS for it).
 */
export async function createWooSimulator(options: WooSimulatorOptions = {}): Promise<WooSimulator> {
  const now = options.now ?? Date.now;
  let baseUrl = '';
  let received = 0;
  const state = createState(now, options.seed ?? 1, () => baseUrl);
  state.setDuplicateWebhooks(options.duplicateWebhooks ?? false);
  const faults = createFaults(options.seed ?? 1, options.faults);
  const route = matcher([...orderRoutes, ...productRoutes, ...catalogRoutes]);

  async function answer(req: IncomingMessage): Promise<RouteResult | 'hang'> {
    const url = new URL(req.url ?? '/', baseUrl);
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') {
      return {
        status: 429,
        body: { code: 'too_many_requests', message: 'Too Many Requests', data: { status: 429 } },
        headers: { 'retry-after': String(options.retryAfterSeconds ?? 1) },
      };
    }
    if (fault.kind === 'serverError') {
      throw new WooError(
        fault.status,
        'internal_server_error',
        'There has been a critical error on this website.',
      );
    }
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const given = credentials(req, url);
    const store = given && state.authenticate(...given);
    if (!store) throw authError();
    const match = route(req.method ?? 'GET', url.pathname);
    if (!match) throw noRoute();
    const body = req.method === 'GET' ? undefined : await readJson(req);
    const result = match.route.handle({
      store,
      params: match.params,
      query: url.searchParams,
      url,
      baseUrl,
      body,
      now: Math.floor(now() / 1000) * 1000,
    });
    return deliver(fault, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    received++;
    let result: RouteResult;
    try {
      const answered = await answer(req);
      if (answered === 'hang') return;
      result = answered;
    } catch (error) {
      req.resume();
      const failure =
        error instanceof WooError
          ? error
          : new WooError(500, 'internal_server_error', String(error));
      result = { status: failure.status, body: failure.toBody() };
    }
    await sleep(faults.config.latencyMs ?? 0);
    sendJson(res, result.status, result.body, result.headers);
  }

  for (const store of options.stores ?? []) state.addStore(store);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    state,
    faults,
    requests: () => received,
    close: async () => {
      await state.flushWebhooks();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** The request's JSON body; WordPress refuses one it cannot parse with `rest_invalid_json`. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WooError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  }
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
