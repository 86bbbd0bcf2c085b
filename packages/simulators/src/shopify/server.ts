import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults, deliver } from '../common/faults';
import type { FaultConfig, Faults } from '../common/faults';
import { execute, requestedCost, resolveVariables } from './graphql/execute';
import type { ExecutionContext } from './graphql/execute';
import { GraphqlError, parseOperation } from './graphql/parse';
import { MUTATION_COST, mutationRoot } from './graphql/mutations';
import { queryRoot } from './graphql/schema';
import type { Shop } from './model';
import { createState } from './state';
import type { ShopOptions, SimulatorState } from './state';
import { BUCKET_CAPACITY, createCostLimiter } from './throttle';
import { createWebhookSender } from './webhooks';

export const API_VERSION = '2025-01';
export const GRAPHQL_PATH = `/admin/api/${API_VERSION}/graphql.json`;

export interface ShopifySimulatorOptions {
  /** shops that exist from the start, each opened by its access token */
  shops?: ShopOptions[];
  /** seeds the generated data and the fault PRNG */
  seed?: number;
  /** clock in epoch milliseconds (throttle bucket, default timestamps) */
  now?: () => number;
  port?: number;
  faults?: FaultConfig;
  /** false turns the cost bucket off (benchmarks) */
  throttle?: boolean;
  /** every webhook delivered twice with the same X-Shopify-Webhook-Id */
  duplicateWebhooks?: boolean;
}

export interface ShopifySimulator {
  url: string;
  state: SimulatorState;
  faults: Faults;
  /** requests answered so far (faults included) */
  requests(): number;
  close(): Promise<void>;
}

const INVALID_TOKEN =
  '[API] Invalid API key or access token (unrecognized login or wrong password)';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export async function createShopifySimulator(
  options: ShopifySimulatorOptions = {},
): Promise<ShopifySimulator> {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 1;
  const faults = createFaults(seed, options.faults);
  const sender = createWebhookSender({ now, duplicate: () => options.duplicateWebhooks === true });
  const state = createState(seed, now, sender);
  for (const shop of options.shops ?? []) state.addShop(shop);
  const limiter = createCostLimiter(now, options.throttle !== false);
  let answered = 0;

  function graphql(shop: Shop, body: unknown): Answer {
    const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
    if (typeof query !== 'string' || !query.trim()) {
      return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
    }
    let cost = 1;
    try {
      const operation = parseOperation(query);
      const values = resolveVariables(operation, variables);
      cost = operation.type === 'mutation' ? MUTATION_COST : requestedCost(operation, values);
      if (cost > BUCKET_CAPACITY) {
        throw new GraphqlError(
          `Query cost is ${cost}, which exceeds the single query max cost limit (${BUCKET_CAPACITY}).`,
          'MAX_COST_EXCEEDED',
        );
      }
      if (!limiter.tryTake(shop.token, cost)) {
        return ok({
          errors: [
            {
              message: 'Throttled',
              extensions: {
                code: 'THROTTLED',
                documentation: 'https://shopify.dev/api/usage/rate-limits',
              },
            },
          ],
          extensions: { cost: costOf(shop, cost, 0) },
        });
      }
      const ctx: ExecutionContext = { nodes: 0, warnings: [] };
      const root = operation.type === 'mutation' ? mutationRoot(shop, now) : queryRoot(shop);
      const data = execute(operation, root, values, ctx);
      const actual = operation.type === 'mutation' ? cost : Math.min(cost, 1 + ctx.nodes);
      limiter.refund(shop.token, cost - actual);
      return ok({
        data,
        extensions: {
          cost: costOf(shop, cost, actual),
          ...(ctx.warnings.length ? { search: [{ warnings: ctx.warnings }] } : {}),
        },
      });
    } catch (error) {
      if (!(error instanceof GraphqlError)) throw error;
      return ok({
        errors: [
          { message: error.message, ...(error.code ? { extensions: { code: error.code } } : {}) },
        ],
        extensions: { cost: costOf(shop, cost, 0) },
      });
    }
  }

  const costOf = (shop: Shop, requested: number, actual: number) => ({
    requestedQueryCost: requested,
    actualQueryCost: actual || null,
    throttleStatus: limiter.status(shop.token),
  });

  async function answer(req: IncomingMessage): Promise<Answer | 'hang'> {
    const token = req.headers['x-shopify-access-token'];
    const shop = typeof token === 'string' ? state.shop(token) : undefined;
    if (!shop) return { status: 401, body: { errors: INVALID_TOKEN } };
    const fault = faults.decide();
    if (fault.kind === 'tooManyRequests') {
      return {
        status: 429,
        body: {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
        headers: { 'retry-after': '1' },
      };
    }
    if (fault.kind === 'serverError')
      return { status: fault.status, body: { errors: 'Internal Server Error' } };
    if (fault.kind === 'hang') return 'hang';
    if (fault.kind === 'delay') await sleep(fault.ms);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== GRAPHQL_PATH) return { status: 404, body: { errors: 'Not Found' } };
    if (req.method !== 'POST') return { status: 405, body: { errors: 'Method Not Allowed' } };
    const body = await readJson(req);
    if (body === INVALID_JSON)
      return { status: 400, body: { errors: 'Invalid JSON in request body' } };
    return deliver(fault, graphql(shop, body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let result: Answer | 'hang';
    try {
      result = await answer(req);
    } catch {
      result = { status: 500, body: { errors: 'Internal Server Error' } };
    }
    if (result === 'hang') return;
    answered += 1;
    await sleep(faults.config.latencyMs ?? 0);
    const text = JSON.stringify(result.body);
    res.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...result.headers,
    });
    res.end(text);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    faults,
    requests: () => answered,
    close: async () => {
      await sender.flush();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const INVALID_JSON = Symbol('invalid json');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
