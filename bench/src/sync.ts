// bench/sync: end-to-end sync throughput (fetch from Shopify, map, book in Fortnox, record) for
// many tenants against the simulators, per-order and summary posting; then, with Fortnox's
// 25-requests-per-5-s limit on, how much of each tenant's allowed rate the engine uses.
//
//   npm run sync -w bench [-- --tenants 100 --orders 20 --workers 8 --limited-tenants 10]
//
// Database: DATABASE_URL (a bench database is created on that server and dropped), else
// PostgreSQL at 127.0.0.1:5432 when reachable, else embedded PGlite in memory.
import { parseArgs } from 'node:util';
import pino from 'pino';
import { CONNECTORS } from '@portal/connectors/registry';
import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import { systemClock } from '../../apps/server/src/lib/clock';
import { insertCompany } from '../../apps/server/src/modules/companies/companies.repository';
import { insertConnection } from '../../apps/server/src/modules/engine/connections.repository';
import { noRules } from '../../apps/server/src/modules/engine/context';
import { runSlice } from '../../apps/server/src/modules/engine/run';
import { queueRun } from '../../apps/server/src/modules/engine/scheduler';
import { insertSubscription } from '../../apps/server/src/modules/subscriptions/subscriptions.repository';
import { createTestDatabase } from '../../apps/server/src/test/test-database';

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '100' },
    orders: { type: 'string', default: '20' },
    workers: { type: 'string', default: '8' },
    'limited-tenants': { type: 'string', default: '10' },
    'limited-orders': { type: 'string', default: '60' },
  },
});
const TENANTS = Number(args.tenants);
const ORDERS = Number(args.orders);
const WORKERS = Number(args.workers);

async function serverUrl(): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/test';
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

type Model = 'per_order' | 'per_day';

async function scenario(options: {
  tenants: number;
  orders: number;
  model: Model;
  limited: boolean;
  label: string;
}) {
  const url = await serverUrl();
  const { database, drop } = await createTestDatabase(url);
  const config = loadConfig({
    SYNC_LAG_SECONDS: '0',
    SYNC_RATE_LIMITS: options.limited ? 'on' : 'off',
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: systemClock,
    queue: { send: async () => true, ping: async () => {} },
    log: pino({ level: 'silent' }),
  };
  const tokens = Array.from({ length: options.tenants }, (_, i) => `tenant-${i}`);
  const shop = await createShopifySimulator({
    shops: tokens.map((token) => ({ token, orders: options.orders, days: 5, history: false })),
    throttle: false,
  });
  const ledger = await createFortnoxSimulator({ tokens, rateLimit: options.limited });
  const subscriptions = [];
  for (const [i, token] of tokens.entries()) {
    const company = await insertCompany(ctx.db, {
      name: `Bench ${i} AB`,
      organizationNumber: `5590${String(i).padStart(2, '0')}-${String(1000 + i).slice(-4)}`,
    });
    const subscription = await insertSubscription(ctx.db, {
      companyId: company.id,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      postingModel: options.model,
      startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    });
    await insertConnection(ctx.db, {
      subscriptionId: subscription.id,
      side: 'app',
      connectorId: 'shopify',
      baseUrl: shop.url,
      credentials: { shop: `shop-${i}`, access_token: token },
    });
    await insertConnection(ctx.db, {
      subscriptionId: subscription.id,
      side: 'accounting',
      connectorId: 'fortnox',
      baseUrl: ledger.url,
      credentials: { access_token: token },
    });
    subscriptions.push({ subscription, token });
  }

  const deps = {
    registry: CONNECTORS,
    rules: async () => noRules,
    holder: 'bench',
  };

  const perTenant: { token: string; seconds: number; requests: number }[] = [];
  let stops = 0;
  const queue = [...subscriptions];
  const started = performance.now();
  const requestsBefore = ledger.requests();
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const t0 = performance.now();
        const task = await queueRun(ctx, next.subscription, { trigger: 'manual' });
        for (;;) {
          const result = await runSlice(ctx, deps, next.subscription.id, task!.id);
          if (result.state === 'done') break;
          if (result.state === 'stopped' && result.retry) {
            stops += 1; // the worker would retry the run in 5 s; the bench goes on at once
            continue;
          }
          if (result.state !== 'more') throw new Error(`run stopped: ${JSON.stringify(result)}`);
        }
        perTenant.push({
          token: next.token,
          seconds: (performance.now() - t0) / 1000,
          requests: 0,
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = options.tenants * options.orders;
  const vouchers = [...ledger.state.tenants.values()].reduce((n, t) => n + t.vouchers.length, 0);
  const heap = process.memoryUsage().heapUsed / 2 ** 20;
  console.log(
    `${options.label}: ${options.tenants} tenants × ${options.orders} orders = ${total} orders in ` +
      `${seconds.toFixed(1)} s → ${(total / seconds).toFixed(1)} orders/s; ` +
      `${vouchers} vouchers, ${ledger.requests() - requestsBefore} Fortnox requests ` +
      `(${((ledger.requests() - requestsBefore) / total).toFixed(2)} per order), heap ${heap.toFixed(0)} MiB, ` +
      `${url ? 'PostgreSQL' : 'PGlite'}, ${WORKERS} concurrent runs, ${stops} runs stopped by provider errors`,
  );
  if (options.limited) {
    // Fortnox allows 25 requests per 5 s per token: 5 a second after the first burst of 25
    const shares = perTenant.map((p) => {
      const made = ledger.requests(p.token);
      const allowed = 25 + p.seconds * 5;
      return Math.min(1, made / allowed);
    });
    shares.sort((a, b) => a - b);
    const pct = (q: number) => (shares[Math.floor(q * (shares.length - 1))]! * 100).toFixed(0);
    console.log(
      `  share of Fortnox's allowed rate used per tenant: median ${pct(0.5)} %, ` +
        `min ${pct(0)} %, max ${pct(1)} % (allowed = 25 + 5/s × the tenant's run time)`,
    );
  }
  await shop.close();
  await ledger.close();
  await drop();
}

await scenario({
  tenants: TENANTS,
  orders: ORDERS,
  model: 'per_order',
  limited: false,
  label: 'per order, unthrottled',
});
await scenario({
  tenants: TENANTS,
  orders: ORDERS,
  model: 'per_day',
  limited: false,
  label: 'summary per day, unthrottled',
});
await scenario({
  tenants: Number(args['limited-tenants']),
  orders: Number(args['limited-orders']),
  model: 'per_order',
  limited: true,
  label: 'per order, Fortnox limit on',
});
process.exit(0);
