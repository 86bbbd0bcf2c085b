import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAuthorize, type AuthorizeEndpoint } from '../common/consent-page';
import { createFaults, deliver, type FaultConfig, type Faults } from '../common/faults';
import { createSlidingWindow } from '../common/sliding-window';
import { errorCodes, notFound, tooManyRequests, unauthorized, VismaError } from './errors';
import { readJson, sendJson, type Route, type RouteResult } from './http';
import { answerTokenRequest, authorizePath, defaultClients, tokenPath } from './oauth';
import { articleRoutes } from './routes/articles';
import { customerInvoiceRoutes } from './routes/customer-invoices';
import { customerRoutes } from './routes/customers';
import { ledgerRoutes } from './routes/ledger';
import { referenceRoutes } from './routes/reference-data';
import { voucherRoutes } from './routes/vouchers';
import { createState, type SimulatorState } from './state';

export interface VismaSimulatorOptions {
  /** Static access tokens that exist from the start; each is its own company. */
  tokens?: readonly string[];
  /** Seeds the fault PRNG. */
  seed?: number;
  /** Clock in epoch milliseconds for tokens, the rate limit and timestamps. */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** false turns the 600-per-minute limit off (benchmarks, long fault runs) */
  rateLimit?: boolean;
  /** OAuth2 clients (client_id → client_secret) */
  clients?: Readonly<Record<string, string>>;
}

export interface VismaSimulator {
  url: string;
  state: SimulatorState;
  faults: Faults;
  /** requests received so far, answered or not (retries show up here); with a token, its own */
  requests(token?: string): number;
  close(): Promise<void>;
}

/** Visma allows 600 requests per minute per client and endpoint. */
export const rateLimitRequests = 600;
const rateLimitWindowMs = 60_000;

function compile(routes: readonly Route[]) {
  const compiled = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`, 'i') };
  });
  return (method: string, pathname: string) => {
    const matches = compiled.filter((c) => c.pattern.test(pathname));
    const hit = matches.find((c) => c.route.method === method);
    if (!hit) return matches.length > 0 ? 'method-not-allowed' : undefined;
    const values = hit.pattern.exec(pathname)!.slice(1);
    const params = Object.fromEntries(hit.names.map((n, i) => [n, decodeURIComponent(values[i]!)]));
    return { route: hit.route, params };
  };
}

export async function createVismaSimulator(
  options: VismaSimulatorOptions = {},
): Promise<VismaSimulator> {
  const now = options.now ?? Date.now;
  const { state, tokens } = createState(now, options.tokens ?? []);
  const faults = createFaults(options.seed ?? 1, options.faults);
  const limiter = createSlidingWindow(now, rateLimitRequests, rateLimitWindowMs);
  const route = compile([
    ...voucherRoutes,
    ...customerInvoiceRoutes,
    ...customerRoutes,
    ...articleRoutes,
    ...ledgerRoutes,
    ...referenceRoutes,
  ]);
  const clients = options.clients ?? defaultClients;
  const authorize: AuthorizeEndpoint = {
    provider: 'Visma eEkonomi',
    path: authorizePath,
    clients,
    companies: () =>
      [...state.companies.values()].map(({ settings }) => ({
        name: settings.Name,
        organisationNumber: settings.CorporateIdentityNumber,
      })),
    issueCode: (index, client, redirectUri) =>
      state.authorize([...state.companies.keys()][index]!, client, redirectUri),
  };
  let baseUrl = '';
  let received = 0;
  const receivedBy = new Map<string, number>();

  async function answer(req: IncomingMessage, token: string): Promise<RouteResult | 'hang'> {
    const access = state.access(token);
    if (!access) throw unauthorized();
    const url = new URL(req.url ?? '/', baseUrl);
    // 600 a minute per client and endpoint, counted for each company that authorised the client
    const key = `${access.company.token} ${access.client} ${url.pathname.toLowerCase()}`;
    if (options.rateLimit !== false && !limiter.tryAcquire(key)) {
      throw tooManyRequests(Math.ceil(limiter.retryAfterMs(key) / 1000));
    }
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') throw tooManyRequests(55);
    if (fault.kind === 'serverError') {
      throw new VismaError(fault.status, errorCodes.internal, 'An unexpected error occurred.');
    }
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const match = route(req.method ?? 'GET', url.pathname);
    if (match === undefined) throw notFound('The resource');
    if (match === 'method-not-allowed') {
      throw new VismaError(405, errorCodes.dataModelValidation, 'The method is not allowed.');
    }
    const body = await readJson(req);
    const result = match.route.handle({
      company: access.company,
      params: match.params,
      query: url.searchParams,
      body,
      now: new Date(now()).toISOString(),
    });
    return deliver(fault, result);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    received += 1;
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    receivedBy.set(bearer, (receivedBy.get(bearer) ?? 0) + 1);
    try {
      if (await handleAuthorize(req, res, authorize)) return;
      const isTokenRequest =
        req.method === 'POST' && new URL(req.url ?? '/', baseUrl).pathname === tokenPath;
      const result = isTokenRequest
        ? await answerTokenRequest(req, tokens, clients)
        : await answer(req, bearer);
      if (result === 'hang') return;
      await sleep(faults.config.latencyMs ?? 0);
      sendJson(res, result.status, result.body);
    } catch (error) {
      const failure =
        error instanceof VismaError
          ? error
          : new VismaError(500, errorCodes.internal, 'An unexpected error occurred.');
      await sleep(faults.config.latencyMs ?? 0);
      sendJson(res, failure.status, failure.toBody(), failure.headers);
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    state,
    faults,
    requests: (token?: string) => (token === undefined ? received : (receivedBy.get(token) ?? 0)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
