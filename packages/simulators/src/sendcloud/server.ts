import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults, deliver } from '../common/faults';
import type { FaultConfig, Faults } from '../common/faults';
import { catalogRoutes } from './catalog-routes';
import { documentRoutes } from './document-routes';
import {
  badRequest,
  notFound,
  SendcloudError,
  serverError,
  tooManyRequests,
  unauthorized,
} from './errors';
import { matcher } from './http';
import type { RouteResult } from './http';
import { parcelRoutes } from './parcel-routes';
import { createRateLimits } from './rate-limits';
import type { RateLimitOptions } from './rate-limits';
import { createSendcloudState } from './state';
import type { SendcloudAccountOptions, SendcloudState } from './state';

export interface SendcloudSimulatorOptions {
  /** the integrations (public and secret key pairs) that may call the API */
  accounts?: readonly SendcloudAccountOptions[];
  /** seeds parcel ids, tracking numbers, service points and the fault PRNG */
  seed?: number;
  /** the simulator's clock in epoch milliseconds (state.advanceClock moves it on) */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** Sendcloud's: 1,000 GET and 100 other requests a minute, 15 a second */
  limits?: Partial<RateLimitOptions>;
  /** what a fault's 429 asks the client to wait, in seconds */
  retryAfterSeconds?: number;
  /** how long labels can be downloaded after the purchase; 7 days */
  labelLifetimeMs?: number;
}

export interface SendcloudSimulator {
  /** the API's base URL, what a connection's base URL is set to: http://127.0.0.1:port/api/v2 */
  url: string;
  state: SendcloudState;
  /** transport faults (429, 5xx, timeouts); purchase faults are `state.faults` */
  faults: Faults;
  /** requests received so far, faulted ones included */
  requests(): number;
  close(): Promise<void>;
}

export const DEFAULT_ACCOUNT: SendcloudAccountOptions = {
  publicKey: 'sc_public_3f8a61c2d94b',
  secretKey: 'sc_secret_7be0d5a4c1f98e23',
};

const PREFIX = '/api/v2';
const routes = matcher([...parcelRoutes, ...documentRoutes, ...catalogRoutes]);

function basicCredentials(req: IncomingMessage): [string, string] | undefined {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw badRequest(`JSON parse error - ${error instanceof Error ? error.message : 'invalid'}`);
  }
}

function send(res: ServerResponse, result: RouteResult, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  const bytes = 'bytes' in result ? result.bytes : Buffer.from(JSON.stringify(result.json));
  const type = 'bytes' in result ? result.contentType : 'application/json';
  res.writeHead(result.status, {
    'content-type': type,
    'content-length': bytes.length,
    ...headers,
  });
  res.end(bytes);
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * Sendcloud's Shipping API v2 on 127.0.0.1: parcels (buy, find, cancel), label documents in PDF
 * and ZPL, shipping methods, service points and tracking, behind HTTP Basic with the
 * integration's keys, with Sendcloud's error bodies and rate limits, signed status webhooks and
 * injectable faults.
 */
export async function createSendcloudSimulator(
  options: SendcloudSimulatorOptions = {},
): Promise<SendcloudSimulator> {
  let origin = '';
  let received = 0;
  const seed = options.seed ?? 1;
  const clock = options.now ?? Date.now;
  const state = createSendcloudState({
    accounts: options.accounts ?? [DEFAULT_ACCOUNT],
    seed,
    now: clock,
    labelLifetimeMs: options.labelLifetimeMs ?? 7 * 86_400_000,
    base: () => `${origin}${PREFIX}`,
  });
  for (const account of options.accounts ?? [DEFAULT_ACCOUNT]) state.addAccount(account);
  const faults = createFaults(seed, options.faults);
  const limits = createRateLimits(state.now, options.limits);
  const retryAfter = options.retryAfterSeconds ?? 1;

  async function answer(req: IncomingMessage, path: string): Promise<RouteResult | 'hang'> {
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') throw tooManyRequests(retryAfter);
    if (fault.kind === 'serverError') throw serverError(fault.status);
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const given = basicCredentials(req);
    const account = given && state.authenticate(...given);
    if (!account) throw unauthorized();
    const method = req.method ?? 'GET';
    const wait = limits.take(account.publicKey, method === 'GET');
    if (wait !== undefined) throw tooManyRequests(wait);
    const url = new URL(req.url ?? '/', origin);
    const match = path.startsWith(PREFIX) ? routes(method, path.slice(PREFIX.length)) : undefined;
    if (!match) throw notFound();
    const body = method === 'POST' ? await readJson(req) : undefined;
    const result = await match.route.handle({
      state,
      account: account.publicKey,
      params: match.params,
      query: url.searchParams,
      body,
      accept: req.headers.accept ?? 'application/json',
      base: `${origin}${PREFIX}`,
    });
    return deliver(fault, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    received++;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let result: RouteResult;
    try {
      const answered = await answer(req, path);
      if (answered === 'hang') return;
      result = answered;
    } catch (error) {
      req.resume();
      const failure = error instanceof SendcloudError ? error : serverError(500);
      const headers: Record<string, string> =
        failure.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(failure.retryAfterSeconds) };
      send(res, { status: failure.status, json: failure.toBody(path.slice(1)) }, headers);
      return;
    }
    if (result.lose === 'socket') {
      res.socket?.destroy();
      return;
    }
    if (result.lose === 'server_error') {
      send(res, { status: 500, json: serverError(500).toBody(path.slice(1)) });
      return;
    }
    await sleep(faults.config.latencyMs ?? 0);
    send(res, result);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}${PREFIX}`,
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
