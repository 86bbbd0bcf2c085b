import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults } from '../common/faults';
import type { FaultConfig, Faults } from '../common/faults';
import { KlarnaError, notFound, serverError, tooManyRequests, unauthorized } from './errors';
import { settlementRoutes } from './routes';
import type { Route } from './routes';
import { createKlarnaState } from './state';
import type { KlarnaMerchantOptions, KlarnaState } from './state';

export interface KlarnaSimulatorOptions {
  /** the one merchant the API key belongs to */
  merchant?: KlarnaMerchantOptions;
  /** plain payouts that exist from the start (see `state.seedPayouts`) */
  payouts?: number;
  /** seeds references, ids, amounts and the fault PRNG */
  seed?: number;
  port?: number;
  faults?: FaultConfig;
  /** what a 429 asks the client to wait, in seconds */
  retryAfterSeconds?: number;
}

export interface KlarnaSimulator {
  url: string;
  state: KlarnaState;
  faults: Faults;
  /** requests received so far, faulted ones included */
  requests(): number;
  close(): Promise<void>;
}

export const DEFAULT_MERCHANT: KlarnaMerchantOptions = {
  username: 'K123456_abcdef',
  password: 'klarna_test_password',
};

function matcher(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`),
  }));
  return (pathname: string) => {
    for (const { route, pattern } of compiled) {
      const match = pattern.exec(pathname);
      if (match) return { route, params: { ...match.groups } };
    }
    return undefined;
  };
}

function basicCredentials(req: IncomingMessage): [string, string] | undefined {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!basic) return undefined;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * Klarna's Settlements API v1 on 127.0.0.1: payouts, their summary and their transactions behind
 * HTTP Basic auth, with Klarna's error bodies and injectable faults.
 */
export async function createKlarnaSimulator(
  options: KlarnaSimulatorOptions = {},
): Promise<KlarnaSimulator> {
  let baseUrl = '';
  let received = 0;
  const seed = options.seed ?? 1;
  const state = createKlarnaState(options.merchant ?? DEFAULT_MERCHANT, seed, () => baseUrl);
  const faults = createFaults(seed, options.faults);
  const route = matcher(settlementRoutes);

  async function answer(req: IncomingMessage): Promise<unknown> {
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') throw tooManyRequests();
    if (fault.kind === 'serverError') throw serverError(fault.status);
    if (fault.kind === 'hang') return new Promise(() => {});
    if (fault.kind === 'delay') await sleep(fault.ms);
    const given = basicCredentials(req);
    if (!given || !state.authenticate(...given)) throw unauthorized();
    const url = new URL(req.url ?? '/', baseUrl);
    const match = req.method === 'GET' ? route(url.pathname) : undefined;
    if (!match) throw notFound(`${req.method} ${url.pathname}`);
    return match.route.handle({ state, params: match.params, query: url.searchParams, url });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    received++;
    req.resume();
    try {
      const body = await answer(req);
      await sleep(faults.config.latencyMs ?? 0);
      send(res, 200, body);
    } catch (error) {
      const failure =
        error instanceof KlarnaError
          ? error
          : new KlarnaError(500, 'INTERNAL_SERVER_ERROR', [String(error)]);
      const headers =
        failure.status === 429 ? { 'retry-after': String(options.retryAfterSeconds ?? 1) } : {};
      send(res, failure.status, failure.toBody(), headers);
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (options.payouts) state.seedPayouts(options.payouts);

  return {
    url: baseUrl,
    state,
    faults,
    requests: () => received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
