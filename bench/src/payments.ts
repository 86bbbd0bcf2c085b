// bench/payments: a month of WooCommerce orders paid through Stripe and Klarna, booked into
// Visma eEkonomi, for several companies at once, with every rate limit on (our budgets, and the
// Visma simulator's 600 requests/min per client and endpoint): elements booked per second,
// Visma requests per element, runs that paused and resumed, and each company's month reconciled
// from what was booked.
//
//   npm run payments -w bench [-- --tenants 4 --orders-per-day 6 --days 31 --model per_order]
//
// Database: DATABASE_URL, else PostgreSQL at 127.0.0.1:5432 when reachable, else PGlite.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { CONNECTORS } from '@portal/connectors/registry';
import { createKlarnaSimulator } from '@portal/simulators/klarna/server';
import { playShopMonth } from '@portal/simulators/scenarios/shop-month';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { createVismaSimulator } from '@portal/simulators/visma/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import { systemClock } from '../../apps/server/src/lib/clock';
import { insertCompany } from '../../apps/server/src/modules/companies/companies.repository';
import { insertConnection } from '../../apps/server/src/modules/engine/connections.repository';
import { noRules } from '../../apps/server/src/modules/engine/context';
import { runSlice } from '../../apps/server/src/modules/engine/run';
import { queueRun } from '../../apps/server/src/modules/engine/scheduler';
import { reconcileMonth } from '../../apps/server/src/modules/reconciliation/reconciliation.service';
import { syncEntries } from '../../apps/server/src/db/schema/sync';
import { subscriptions as subscriptionsTable } from '../../apps/server/src/db/schema/subscriptions';
import { insertSubscription } from '../../apps/server/src/modules/subscriptions/subscriptions.repository';
import { createTestDatabase } from '../../apps/server/src/test/test-database';

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '4' },
    'orders-per-day': { type: 'string', default: '6' },
    days: { type: 'string', default: '31' },
    model: { type: 'string', default: 'per_order' },
  },
});
const TENANTS = Number(args.tenants);
const MODEL = args.model as 'per_order' | 'per_payout';
const START = new Date('2026-10-01T00:00:00Z');

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

const url = await serverUrl();
const { database, drop } = await createTestDatabase(url);
const ctx: AppContext = {
  config: loadConfig({ SYNC_LAG_SECONDS: '0', SYNC_RATE_LIMITS: 'on' }),
  database,
  db: database.db,
  clock: systemClock,
  queue: { send: async () => true, ping: async () => {} },
  log: pino({ level: 'silent' }),
};

const tenants = Array.from({ length: TENANTS }, (_, i) => `fjall-${i}`);
const woo = await createWooSimulator({
  stores: tenants.map((key) => ({
    key,
    secret: `cs-${key}`,
    orders: 0,
    profile: 'plain' as const,
    payments: ['stripe', 'kco'] as const,
  })),
  seed: 3,
});
const visma = await createVismaSimulator({ tokens: tenants, seed: 4 });
const facts = [];
const companies = [];
const stripes = [];
const klarnas = [];
for (const [i, key] of tenants.entries()) {
  const stripe = await createStripeSimulator({ keys: [`sk_${key}`], seed: 10 + i });
  const klarna = await createKlarnaSimulator({
    merchant: { username: key, password: `pw-${key}` },
    seed: 20 + i,
  });
  stripes.push(stripe);
  klarnas.push(klarna);
  facts.push(
    playShopMonth({
      woo: woo.state,
      wooKey: key,
      stripe: stripe.state,
      klarna: klarna.state,
      start: START,
      days: Number(args.days),
      ordersPerDay: Number(args['orders-per-day']),
      seed: 100 + i,
      skew: { day: 17, minor: -250 },
      disputeDay: 12,
      settleAfterDays: 7,
    }),
  );
  const company = await insertCompany(ctx.db, {
    name: `Fjällbutik ${i} AB`,
    organizationNumber: `5591${String(i).padStart(2, '0')}-${String(2000 + i).slice(-4)}`,
  });
  companies.push(company);
  const connect = async (application: string, baseUrl: string, credentials: object) => {
    const subscription = await insertSubscription(ctx.db, {
      companyId: company.id,
      application,
      accounting: 'visma',
      status: 'Active',
      postingModel: MODEL,
      startDate: '2026-09-30',
    });
    await insertConnection(ctx.db, {
      subscriptionId: subscription.id,
      side: 'app',
      connectorId: application,
      baseUrl,
      credentials: { ...credentials },
    });
    await insertConnection(ctx.db, {
      subscriptionId: subscription.id,
      side: 'accounting',
      connectorId: 'visma',
      baseUrl: visma.url,
      credentials: { access_token: key },
    });
    return subscription;
  };
  await connect('woocommerce', woo.url, { consumer_key: key, consumer_secret: `cs-${key}` });
  await connect('stripe', stripe.url, { secret_key: `sk_${key}` });
  await connect('klarna', klarna.url, { username: key, password: `pw-${key}` });
}

const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'bench-payments' };
const subscriptions = await ctx.db.select().from(subscriptionsTable);
let stops = 0;
const started = performance.now();
// every subscription runs at once, as the schedule would start them; shops before providers
await Promise.all(
  subscriptions.map(async (subscription) => {
    if (subscription.application !== 'woocommerce') await new Promise((r) => setTimeout(r, 50));
    const task = await queueRun(ctx, subscription, { trigger: 'manual' });
    for (;;) {
      const result = await runSlice(ctx, deps, subscription.id, task!.id);
      if (result.state === 'done') return;
      if (result.state === 'busy') continue;
      if (result.state === 'stopped' && result.retry) {
        // the worker takes a stopped run up again after 5 s; the bench sooner
        stops += 1;
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      if (result.state !== 'more') throw new Error(`run stopped: ${JSON.stringify(result)}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const elements = facts.reduce(
  (n, f) => n + f.orders + f.refunds + f.stripePayouts.length + f.klarnaPayouts.length,
  0,
);
const requests = visma.requests();
const heap = process.memoryUsage().heapUsed / 2 ** 20;
console.log(
  `payments (${MODEL}), Visma limit on: ${TENANTS} companies × (WooCommerce + Stripe + Klarna → Visma), ` +
    `${elements} orders, refunds and payouts in ${seconds.toFixed(1)} s → ${(elements / seconds).toFixed(1)} elements/s ` +
    `(${(elements / seconds / TENANTS).toFixed(1)} per company); ${requests} Visma requests ` +
    `(${(requests / elements).toFixed(2)} per element), ${stops} runs stopped and resumed, heap ${heap.toFixed(0)} MiB, ` +
    `${url ? 'PostgreSQL' : 'PGlite'}`,
);
const statuses = await ctx.db
  .select({ status: syncEntries.status, n: count() })
  .from(syncEntries)
  .groupBy(syncEntries.status);
console.log(`  sync entries: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
for (const [i, company] of companies.entries()) {
  const october = await reconcileMonth(ctx, company.id, '2026-10');
  const f = facts[i]!;
  const differences = october.payouts.filter((p) => p.difference !== '0.00');
  console.log(
    `  ${company.name}: ${f.orders} orders ${(f.sold / 100).toFixed(2)} SEK, ${f.refunds} refunds, ` +
      `${f.stripePayouts.length} Stripe + ${f.klarnaPayouts.length} Klarna payouts; October: ${october.documents} documents, ` +
      `clearing closes at ${october.clearing_closing} (settled since ${october.clearing_settled_since}, open ${october.clearing_open}), ` +
      `${october.payouts.length} payouts, ${differences.length} with a difference (${differences.map((p) => p.difference).join(', ')}), ` +
      `${october.issues_count} issue(s), balanced ${october.balanced}`,
  );
}
await Promise.all([
  woo.close(),
  visma.close(),
  ...stripes.map((s) => s.close()),
  ...klarnas.map((k) => k.close()),
]);
await drop();
process.exit(0);
