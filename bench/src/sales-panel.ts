// bench/sales-panel: the sales panel over 1,000,000 orders of one company in PostgreSQL —
// p99 latency of its first page, a search and a filtered sort (GET /api/sales/orders/) — and
// the time and peak memory of a 100,000-row export written by the server's export job.
//
//   npm run sales-panel -w bench
//
// Database: DATABASE_URL, else PostgreSQL at 127.0.0.1:5432 (database `test`); a bench database
// is created on that server and dropped. The server runs in API mode (no worker, no simulators).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import { companies } from '../../apps/server/src/db/schema/companies';
import { exportJobs } from '../../apps/server/src/db/schema/sales';
import { subscriptions } from '../../apps/server/src/db/schema/subscriptions';
import { systemClock } from '../../apps/server/src/lib/clock';
import { createLogger } from '../../apps/server/src/lib/log';
import { runExport } from '../../apps/server/src/modules/sales/export.service';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { startServer } from './start-server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** one user at a time (latency), and ten at once on the same company (load) */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const NORRSKEN = '556677-8899';

async function postgresUrl(): Promise<string> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect(); // this benchmark is about PostgreSQL: no fallback
  await client.end();
  return url;
}

async function measure(url: string, headers: Record<string, string>, connections = CONNECTIONS) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

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

// 30 × 40 = 1,200 customers, about 830 orders each
const FIRST = [
  'Anna',
  'Bo',
  'Cecilia',
  'David',
  'Elsa',
  'Filip',
  'Greta',
  'Hugo',
  'Ida',
  'Johan',
  'Karin',
  'Lars',
  'Maja',
  'Nils',
  'Olivia',
  'Per',
  'Rut',
  'Sven',
  'Tove',
  'Ulf',
  'Vera',
  'Wilhelm',
  'Yvonne',
  'Åke',
  'Ebba',
  'Gustav',
  'Hanna',
  'Ivar',
  'Linnea',
  'Oskar',
];
const LAST = [
  'Berg',
  'Ek',
  'Dahl',
  'Holm',
  'Lind',
  'Nyström',
  'Sjöberg',
  'Wik',
  'Åberg',
  'Öst',
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Jansson',
  'Hansson',
  'Bengtsson',
  'Jönsson',
  'Lindberg',
  'Jakobsson',
  'Magnusson',
  'Lindström',
  'Olofsson',
  'Lindqvist',
  'Lindgren',
  'Axelsson',
  'Bergström',
  'Lundberg',
  'Lundgren',
  'Mattsson',
  'Berglund',
  'Fredriksson',
];

/**
 * A million orders of the demo's Norrsken shop, as the engine leaves them: a sync entry each
 * (2 % failed by a rule, 1 % ambiguous) and the sales panel's row, written by set-based SQL.
 */
async function seedOrders(db: Db): Promise<number> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationNumber, NORRSKEN));
  const [shop] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company!.id));
  const names = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
  const nameArray = sql.raw(`ARRAY[${names.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`
    INSERT INTO sync_entries (subscription_id, company_id, source, source_id, kind, event_type,
      element_type, reference_number, status, reason, target_reference, updated_at)
    SELECT ${shop!.id}, ${company!.id}, 'shopify', 'b' || g, 'order', 'order.sync', 'e7',
      '#' || (100000 + g),
      CASE WHEN g % 50 = 0 THEN 'Failed' WHEN g % 97 = 0 THEN 'Ambiguous' ELSE 'Success' END,
      CASE WHEN g % 50 = 0 THEN 'Custom rule 3: no VAT on the gift card' ELSE '' END,
      CASE WHEN g % 50 = 0 OR g % 97 = 0 THEN NULL ELSE 'A ' || g END,
      now() - make_interval(secs => g * 30)
    FROM generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    INSERT INTO sales_orders (subscription_id, company_id, sync_entry_id, source, source_id, kind,
      order_id, order_number, customer, customer_email, currency, total, order_date,
      payment_method, merchant_reference, number_in_accounting, reference_in_accounting,
      last_updated, sync_status, reason)
    SELECT e.subscription_id, e.company_id, e.id, e.source, e.source_id, 'order', e.source_id,
      e.reference_number, (${nameArray})[1 + (e.id % ${names.length})],
      lower(replace((${nameArray})[1 + (e.id % ${names.length})], ' ', '.')) || '@kund.se',
      'SEK', 5000 + (e.id::bigint * 7919) % 200000, (e.updated_at AT TIME ZONE 'Europe/Stockholm')::date,
      'shopify_payments', 'ch_' || e.id, e.target_reference,
      'portal:' || e.subscription_id || ':shopify:order:' || e.source_id,
      e.updated_at, e.status, e.reason
    FROM sync_entries e WHERE e.subscription_id = ${shop!.id} AND e.source_id LIKE 'b%'`);
  // the steady state autovacuum keeps: statistics, and visibility maps for index-only scans
  await db.execute(sql`VACUUM (ANALYZE) sync_entries`);
  await db.execute(sql`VACUUM (ANALYZE) sales_orders`);
  return company!.id;
}

/** The export job of the first `EXPORT_ROWS` orders, run here, with its time and peak memory. */
async function exportBench(
  database: Awaited<ReturnType<typeof createTestDatabase>>['database'],
  companyId: number,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-export-'));
  const ctx: AppContext = {
    config: { ...loadConfig({}), dataDir },
    database,
    db: database.db,
    clock: systemClock,
    queue: { send: async () => true, ping: async () => {} },
    log: createLogger('warn'),
  };
  try {
    // the newest days holding about EXPORT_ROWS orders: the view the export writes
    const [edge] = (
      (await database.db.execute(sql`
        SELECT order_date::text AS day FROM sales_orders WHERE company_id = ${companyId}
        ORDER BY order_date DESC OFFSET ${EXPORT_ROWS} LIMIT 1`)) as unknown as {
        rows: { day: string }[];
      }
    ).rows;
    const from = new Date(Date.parse(`${edge!.day}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const [job] = await database.db
      .insert(exportJobs)
      .values({
        companyId,
        view: 'orders',
        query: { locale: 'sv', from },
        fileName: 'data.xlsx',
        totalRows: EXPORT_ROWS,
      })
      .returning();
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const started = performance.now();
    await runExport(ctx, job!.id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const [done] = await database.db.select().from(exportJobs).where(eq(exportJobs.id, job!.id));
    if (done?.status !== 'done') throw new Error(`export ended ${done?.status}: ${done?.error}`);
    const size = statSync(join(dataDir, done.path!)).size;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    return {
      rows: done.rows,
      seconds: seconds.toFixed(1),
      rssDelta: mb(peakRss - before.rss),
      heapDelta: mb(peakHeap - before.heapUsed),
      peakRss: mb(peakRss),
      fileMb: (size / 1024 / 1024).toFixed(1),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { database, url, drop } = await createTestDatabase(await postgresUrl());
try {
  const server = await startServer(4323, { DATABASE_URL: url!, PORTAL_MODE: 'api' });
  try {
    const seeding = performance.now();
    const companyId = await seedOrders(database.db);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    const owner = {
      authorization: `Bearer ${await signInTo(server.url, 'owner@example.com', NORRSKEN)}`,
    };
    const base = `${server.url}/api/sales/orders/`;
    const first = (await (await fetch(base, { headers: owner })).json()) as { count: number };
    if (first.count < ORDERS) throw new Error(`the panel shows ${first.count} orders`);
    for (const query of ['', '?search=Greta%20Sj%C3%B6berg', '?sync=unsynced&ordering=-total']) {
      const started = performance.now();
      const res = await fetch(`${base}${query}`, { headers: owner });
      await res.arrayBuffer();
      const ms = (performance.now() - started).toFixed(0);
      if (process.env.BENCH_KEEP)
        console.log(`single ${query || 'first page'}: ${res.status} ${ms} ms`);
    }
    await measure(base, owner); // warm-up, not reported
    const views = [
      ['first page', base],
      [
        'search "Greta Sjöberg" (~830 orders)',
        `${base}?search=${encodeURIComponent('Greta Sjöberg')}`,
      ],
      ['search "#642137"', `${base}?search=${encodeURIComponent('#642137')}`],
      ['unsynced sorted by amount', `${base}?sync=unsynced&ordering=-total`],
    ] as const;
    const results: string[] = [];
    for (const [name, url] of views) {
      const one = await measure(url, owner, 1);
      const many = await measure(url, owner);
      results.push(
        `${name}: p99 ${one.p99} ms alone (${one.rps} req/s), ` +
          `p99 ${many.p99} ms with ${CONNECTIONS} at once (${many.rps} req/s)`,
      );
    }
    const exported = await exportBench(database, companyId);
    console.log(
      `sales panel (${first.count} orders, seeded in ${seeded} s; ${DURATION_S} s each, ` +
        `PostgreSQL):\n  ${results.join('\n  ')}\n` +
        `export of ${exported.rows} rows: ${exported.seconds} s, file ${exported.fileMb} MB, ` +
        `peak RSS ${exported.peakRss} MB (+${exported.rssDelta} MB), heap +${exported.heapDelta} MB`,
    );
  } finally {
    await server.stop();
  }
} finally {
  // BENCH_KEEP=1 leaves the database for EXPLAIN
  if (process.env.BENCH_KEEP) console.log(`kept ${url}`);
  else await drop();
}
