import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults } from '../common/faults';
import type { FaultConfig, Faults } from '../common/faults';
import { createSlidingWindow } from '../common/sliding-window';
import {
  badApiKey,
  noApiKey,
  rateLimited,
  serverError,
  StripeApiError,
  unknownRoute,
} from './errors';
import { handleCheckoutPage } from './checkout-page';
import { checkoutRoutes } from './checkout-routes';
import { createIdempotencyStore } from './idempotency';
import { matcher, routes } from './routes';
import { createStripeState } from './state';
import type { StripeState } from './state';
import { createWebhookSender } from './webhooks';

export interface StripeSimulatorOptions {
  /** secret keys that open the account from the start (default `sk_test_simulator`) */
  keys?: readonly string[];
  /** seeds ids, amounts, the EUR rate and the fault PRNG */
  seed?: number;
  /** clock in epoch milliseconds (rate limit, default creation times, signatures) */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** false turns the 25-per-second-per-endpoint limit off (benchmarks, long fault runs) */
  rateLimit?: boolean;
}

export interface StripeWebhooks {
  register(url: string, secret: string): void;
  /** sends an event that was already delivered again, same id (a Stripe retry) */
  redeliver(eventId: string): void;
  /** every delivery sent twice from now on */
  setDuplicate(value: boolean): void;
  flush(): Promise<void>;
}

export interface StripeSimulator {
  url: string;
  state: StripeState;
  faults: Faults;
  webhooks: StripeWebhooks;
  /** requests received so far, faulted ones included */
  requests(): number;
  close(): Promise<void>;
}

/** `Bearer sk_…`, or Basic with the key as user name (curl -u sk_…:) as Stripe accepts. */
function apiKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (bearer) return bearer.trim();
  const basic = /^Basic\s+(.+)$/i.exec(header)?.[1];
  if (!basic) return undefined;
  return Buffer.from(basic, 'base64').toString('utf8').split(':')[0] || undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * Stripe's REST v1 for one SEK account on 127.0.0.1: payouts, balance transactions (with
 * `expand[]=data.source`), charges, refunds, the balance and Checkout Sessions with their hosted
 * payment page (`/checkout/pay/:id`, no key); list pagination, key auth, the
 * per-endpoint rate limit, idempotent POSTs, injectable faults and signed webhook events.
 */
export async function createStripeSimulator(
  options: StripeSimulatorOptions = {},
): Promise<StripeSimulator> {
  const now = options.now ?? Date.now;
  const state = createStripeState(options.seed ?? 1, now);
  for (const key of options.keys ?? ['sk_test_simulator']) state.addKey(key);
  const faults = createFaults(options.seed ?? 1, options.faults);
  // Stripe's per-endpoint limit: 25 requests a second per key and endpoint
  const limiter = createSlidingWindow(now, 25, 1_000);
  const idempotency = createIdempotencyStore();
  const sender = createWebhookSender(now);
  state.onEvent((event) => sender.deliver(event));
  const route = matcher([...routes, ...checkoutRoutes]);
  let baseUrl = '';
  let received = 0;

  async function answer(req: IncomingMessage): Promise<Answer | 'hang'> {
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') throw rateLimited();
    if (fault.kind === 'serverError') throw serverError(fault.status);
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const key = apiKey(req);
    if (!key) throw noApiKey();
    if (!state.hasKey(key)) throw badApiKey(key);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', baseUrl);
    const match = route(method, url.pathname);
    if (!match) throw unknownRoute(method, url.pathname);
    if (options.rateLimit !== false && !limiter.tryAcquire(`${key} ${method} ${match.route.path}`))
      throw rateLimited();
    const text = method === 'POST' ? await readBody(req) : '';
    const run = () =>
      match.route.handle({
        state,
        params: match.params,
        query: url.searchParams,
        form: new URLSearchParams(text),
        path: url.pathname,
        origin: baseUrl,
      });
    const idempotencyKey = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof idempotencyKey !== 'string') return run();
    const request = `${url.pathname}?${[...new URLSearchParams(text)].sort().join('&')}`;
    const replayed = idempotency.replay(key, idempotencyKey, request);
    const headers = { 'idempotency-key': idempotencyKey };
    if (replayed) return { ...replayed, headers: { ...headers, 'idempotent-replayed': 'true' } };
    let result: Answer;
    try {
      result = run();
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, body: error.toBody() };
    }
    idempotency.remember(key, idempotencyKey, request, result.status, result.body);
    return { ...result, headers };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    received++;
    let result: Answer;
    try {
      if (await handleCheckoutPage(req, res, state)) return;
      const answered = await answer(req);
      if (answered === 'hang') return;
      result = answered;
    } catch (error) {
      const failure = error instanceof StripeApiError ? error : serverError(500);
      result = { status: failure.status, body: failure.toBody() };
    }
    req.resume();
    await sleep(faults.config.latencyMs ?? 0);
    if (res.destroyed) return;
    const text = JSON.stringify(result.body, null, 2);
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'request-id': `req_${received}`,
      'stripe-version': '2026-10-28.endive',
      ...result.headers,
    });
    res.end(text);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    state,
    faults,
    webhooks: {
      register: sender.register,
      redeliver(eventId) {
        const event = state.events.find((e) => e.id === eventId);
        if (!event) throw new Error(`No such event: ${eventId}`);
        sender.deliver(event);
      },
      setDuplicate: sender.setDuplicate,
      flush: sender.flush,
    },
    requests: () => received,
    close: async () => {
      await sender.flush();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
