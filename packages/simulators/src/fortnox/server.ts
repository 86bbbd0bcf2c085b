import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorCodes, FortnoxError } from './errors';
import { handleAuthorize, type AuthorizeEndpoint } from '../common/consent-page';
import { createFaults, deliver, type FaultConfig, type Faults } from '../common/faults';
import { readJson, sendJson, sendResult } from './http';
import { createRateLimiter } from './rate-limit';
import { answerTokenRequest, authorizePath, defaultClients, tokenPath } from './oauth';
import { createRouter } from './router';
import { accountRoutes } from './routes/accounts';
import { articleRoutes } from './routes/articles';
import { currencyRoutes } from './routes/currencies';
import { customerRoutes } from './routes/customers';
import { invoiceRoutes } from './routes/invoices';
import { sieRoutes } from './routes/sie';
import { voucherRoutes } from './routes/vouchers';
import { createState, type SimulatorState } from './state';

export interface FortnoxSimulatorOptions {
  /** Access tokens that exist from the start; each is its own company. */
  tokens?: readonly string[];
  /** Seeds the fault PRNG. */
  seed?: number;
  /** Clock in epoch milliseconds for the rate limit, financial years and default dates. */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** false turns the 25-per-5-s limit off (benchmarks, long fault runs) */
  rateLimit?: boolean;
  /** OAuth2 clients (client_id → client_secret) allowed to authorize and refresh */
  clients?: Readonly<Record<string, string>>;
}

export interface FortnoxSimulator {
  url: string;
  state: SimulatorState;
  faults: Faults;
  /** requests received so far, answered or not (retries show up here); with a token, its own */
  requests(token?: string): number;
  close(): Promise<void>;
}

const rateLimitError = new FortnoxError(429, errorCodes.rateLimited, 'Too Many Requests');
const authError = new FortnoxError(401, errorCodes.invalidToken, 'Ogiltig Access-Token.');

export async function createFortnoxSimulator(
  options: FortnoxSimulatorOptions = {},
): Promise<FortnoxSimulator> {
  const now = options.now ?? Date.now;
  const today = () => new Date(now()).toISOString().slice(0, 10);
  const state = createState(now, options.tokens ?? []);
  const faults = createFaults(options.seed ?? 1, options.faults);
  const limiter = createRateLimiter(now);
  const route = createRouter([
    ...voucherRoutes,
    ...customerRoutes,
    ...invoiceRoutes(today),
    ...accountRoutes,
    ...currencyRoutes,
    ...articleRoutes(now),
    ...sieRoutes(today),
  ]);
  const clients = options.clients ?? defaultClients;
  const authorize: AuthorizeEndpoint = {
    provider: 'Fortnox',
    path: authorizePath,
    clients,
    companies: () => [...state.tenants.values()].map((tenant) => tenant.company),
    issueCode: (index, client, redirectUri) =>
      state.authorize([...state.tenants.keys()][index]!, client, redirectUri),
  };
  let baseUrl = '';
  let received = 0;
  const receivedBy = new Map<string, number>();

  async function answer(req: IncomingMessage): Promise<{ status: number; body: unknown } | 'hang'> {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    const tenant = token === undefined ? undefined : state.tenant(token);
    if (!tenant) throw authError;
    if (options.rateLimit !== false && !limiter.tryAcquire(tenant.token)) throw rateLimitError;
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') throw rateLimitError;
    if (fault.kind === 'serverError') {
      throw new FortnoxError(fault.status, errorCodes.internal, 'Internal server error.');
    }
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const url = new URL(req.url ?? '/', baseUrl);
    const match = route(req.method ?? 'GET', url.pathname);
    if (match === undefined) throw new FortnoxError(404, errorCodes.notFound, 'Hittades inte.');
    if (match === 'method-not-allowed') {
      throw new FortnoxError(405, errorCodes.invalidParameter, 'Metoden stöds inte.');
    }
    const body = await readJson(req);
    const result = match.route.handle({
      tenant,
      params: match.params,
      query: url.searchParams,
      body,
      baseUrl,
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
        ? await answerTokenRequest(req, state, clients)
        : await answer(req);
      if (result === 'hang') return;
      await sleep(faults.config.latencyMs ?? 0);
      sendResult(res, result);
    } catch (error) {
      const failure =
        error instanceof FortnoxError
          ? error
          : new FortnoxError(500, errorCodes.internal, 'Internal server error.');
      await sleep(faults.config.latencyMs ?? 0);
      sendJson(res, failure.status, failure.toBody());
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
