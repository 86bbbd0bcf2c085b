// bench/subscription-lists: requests/s and p99 latency of the company journey's lists on
// PostgreSQL — GET /api/catalog/apps/, GET /api/subscriptions/ (an owner's company with several
// subscriptions) and GET /api/subscription-status/ (in-house staff over ~200 subscriptions, each
// scored from its week of sync entries and day of failed runs) — beside GET /api/health, in one run.
//
//   npm run subscription-lists -w bench
//
// Database: DATABASE_URL, else PostgreSQL at 127.0.0.1:5432 (database `test`); a bench database
// is created on that server and dropped. The server runs in API mode (no worker, no simulators):
// nothing writes in the background while it is measured.
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { accountingFirms, companies } from '../../apps/server/src/db/schema/companies';
import { periodicTasks } from '../../apps/server/src/db/schema/engine';
import { syncEntries } from '../../apps/server/src/db/schema/sync';
import { insertCompany } from '../../apps/server/src/modules/companies/companies.repository';
import { insertSubscription } from '../../apps/server/src/modules/subscriptions/subscriptions.repository';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { signIn, startServer } from './start-server';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CLIENT_COMPANIES = 40;
const SUBSCRIPTIONS_PER_COMPANY = 5;
const ENTRIES_PER_SUBSCRIPTION = 20;
const APPS = ['shopify', 'woocommerce', 'stripe', 'klarna'];
const STATUSES = ['Active', 'Active', 'Active', 'Paused', 'Error', 'Pending'];

async function postgresUrl(): Promise<string> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect(); // this benchmark is about PostgreSQL: no fallback
  await client.end();
  return url;
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** Signs in as the owner of several companies, in the one given by organisation number. */
async function signInTo(url: string, identifier: string, companyNumber: string) {
  const res = await fetch(`${url}/api/auth/signin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Demo1234', company_number: companyNumber }),
  });
  const body = (await res.json()) as { key?: string };
  if (!body.key) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.key;
}

type Db = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

/** ~200 client subscriptions of the demo firm with a week of sync entries and some failed runs. */
async function seedPortfolio(db: Db) {
  const now = Date.now();
  const [firm] = await db
    .select({ id: accountingFirms.id })
    .from(accountingFirms)
    .where(eq(accountingFirms.name, 'Demo Redovisning AB'));
  for (let c = 0; c < CLIENT_COMPANIES; c++) {
    const company = await insertCompany(db, {
      name: `Bänkbolag ${String(c).padStart(3, '0')} AB`,
      organizationNumber: `559${String(c).padStart(3, '0')}-${String(1000 + c)}`,
      accountingFirmId: firm?.id ?? null,
    });
    for (let s = 0; s < SUBSCRIPTIONS_PER_COMPANY; s++) {
      const n = c * SUBSCRIPTIONS_PER_COMPANY + s;
      const status = STATUSES[n % STATUSES.length]!;
      const subscription = await insertSubscription(db, {
        companyId: company.id,
        application: APPS[s % APPS.length]!,
        accounting: s % 2 ? 'visma' : 'fortnox',
        status,
        startDate: new Date(now - 30 * 86_400_000).toISOString().slice(0, 10),
        lastProcessedAt: new Date(now - (n % 48) * 1_800_000),
        activatedAt: new Date(now - 30 * 86_400_000),
      });
      await db.insert(syncEntries).values(
        Array.from({ length: ENTRIES_PER_SUBSCRIPTION }, (_, e) => ({
          subscriptionId: subscription.id,
          companyId: company.id,
          source: APPS[s % APPS.length]!,
          sourceId: `${n}-${e}`,
          kind: 'order',
          eventType: 'created',
          elementType: 'e6',
          referenceNumber: `B${n}-${e}`,
          status: (e + n) % 9 === 0 ? 'Failed' : (e + n) % 13 === 0 ? 'Ambiguous' : 'Success',
          updatedAt: new Date(now - ((e * 8 + n) % 240) * 3_600_000),
        })),
      );
      if (n % 4 === 0)
        await db.insert(periodicTasks).values({
          name: 'sync_subscription',
          trigger: 'schedule',
          syncType: 'incremental',
          status: 'failure',
          subscriptionId: subscription.id,
          companyId: company.id,
          completedAt: new Date(now - (n % 30) * 3_600_000),
        });
    }
  }
}

/** Four more subscriptions for the owner's first company (it has two): a list of six. */
async function seedOwnerSubscriptions(db: Db) {
  const [norrsken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationNumber, '556677-8899'));
  for (const application of APPS)
    await insertSubscription(db, {
      companyId: norrsken!.id,
      application,
      accounting: 'visma',
      status: 'Pending',
      startDate: new Date().toISOString().slice(0, 10),
    });
}

const { database, url, drop } = await createTestDatabase(await postgresUrl());
try {
  const server = await startServer(4322, { DATABASE_URL: url!, PORTAL_MODE: 'api' });
  try {
    await seedPortfolio(database.db);
    await seedOwnerSubscriptions(database.db);
    const inhouse = {
      authorization: `Bearer ${await signIn(server.url, 'inhouse@example.com', 'Demo1234')}`,
    };
    const owner = {
      authorization: `Bearer ${await signInTo(server.url, 'owner@example.com', '556677-8899')}`,
    };
    const status = await (
      await fetch(`${server.url}/api/subscription-status/?limit=1`, { headers: inhouse })
    ).json();
    const mine = await (await fetch(`${server.url}/api/subscriptions/`, { headers: owner })).json();
    await measure(`${server.url}/api/health`); // warm-up, not reported
    const health = await measure(`${server.url}/api/health`);
    const apps = await measure(`${server.url}/api/catalog/apps/`, owner);
    const subscriptions = await measure(`${server.url}/api/subscriptions/`, owner);
    const scored = await measure(`${server.url}/api/subscription-status/`, inhouse);
    console.log(
      `subscription lists (${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL): ` +
        `GET /api/health ${health.rps} req/s p99 ${health.p99} ms | ` +
        `GET /api/catalog/apps/ ${apps.rps} req/s p99 ${apps.p99} ms | ` +
        `GET /api/subscriptions/ (owner, ${(mine as unknown[]).length} subscriptions) ` +
        `${subscriptions.rps} req/s p99 ${subscriptions.p99} ms | ` +
        `GET /api/subscription-status/ (in-house, ${(status as { count: number }).count} ` +
        `subscriptions, page of 50) ${scored.rps} req/s p99 ${scored.p99} ms`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await drop();
}
