import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicTasks } from '../../../db/schema/engine';
import { syncEntries } from '../../../db/schema/sync';
import { createTestDatabase } from '../../../test/test-database';
import type { TestDatabase } from '../../../test/test-database';
import { LEDGER_TOKEN, SHOP_TOKEN, startWorld } from './world';

/**
 * The engine's crash test: a backfill of 2,000 orders while the worker process is killed with
 * SIGKILL at random points, 20 times, each time restarted. Worker and test share a PostgreSQL
 * server (127.0.0.1:5432 on this machine and on CI); the simulators run in the test process.
 */
const SERVER = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 2000;
const KILLS = 20;
const MAIN = fileURLToPath(new URL('../../../main.ts', import.meta.url));

let db: TestDatabase & { url?: string };
let world: Awaited<ReturnType<typeof startWorld>>;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase(SERVER);
  world = await startWorld(db.database.db, { orders: ORDERS });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await world?.close();
  await db?.drop();
});

function startWorker(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORTAL_MODE: 'worker',
      SEED_DEMO: 'off',
      DEMO_SIMULATORS: 'off',
      SYNC_INTERVAL_SECONDS: '1',
      SYNC_LEASE_SECONDS: '3',
      SYNC_LAG_SECONDS: '0',
      SYNC_RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function booked(kind = 'order') {
  const [row] = await db.database.db
    .select({ n: count() })
    .from(syncEntries)
    .where(and(eq(syncEntries.status, 'Success'), eq(syncEntries.kind, kind)));
  return row!.n;
}

describe('crash safety', () => {
  it(
    `books ${ORDERS} orders exactly once though the worker is killed ${KILLS} times`,
    { timeout: 15 * 60_000 },
    async () => {
      const progress: number[] = [];
      let random = 20261121;
      const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let kill = 0; kill < KILLS; kill++) {
        worker = startWorker();
        await pause(2_500 + next() * 5_000);
        worker.kill('SIGKILL');
        await new Promise((resolve) => worker!.once('exit', resolve));
        progress.push(await booked());
      }
      worker = startWorker();
      const deadline = Date.now() + 10 * 60_000;
      const variants = world.shop.state
        .shop(SHOP_TOKEN)!
        .products.filter((p) => !p.giftCard)
        .flatMap((p) => p.variants);
      const done = async () =>
        (await booked()) >= ORDERS && (await booked('article')) >= variants.length;
      while (!(await done()) && Date.now() < deadline) await pause(1_000);
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker!.once('exit', resolve));
      worker = undefined;

      const entries = await db.database.db
        .select()
        .from(syncEntries)
        .where(eq(syncEntries.kind, 'order'));
      const perMarker = world.bookedPerMarker();
      const tasks = await db.database.db.select().from(periodicTasks);
      const recovered = tasks.reduce((sum, t) => sum + (t.counts.recovered ?? 0), 0);
      console.info(
        `crash: ${KILLS} kills, booked after each: ${progress.join(' ')}; ` +
          `${tasks.length} runs, ${recovered} vouchers found already in Fortnox and not booked again`,
      );
      expect(entries).toHaveLength(ORDERS);
      expect(entries.filter((e) => e.status !== 'Success')).toEqual([]);
      expect(perMarker.size).toBe(ORDERS);
      expect([...perMarker.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      // the kills landed while work was going on, not only before or after it
      expect(progress.some((n) => n > 0 && n < ORDERS)).toBe(true);
      // and every variant is one Fortnox article, as the shop has it
      const articles = world.ledger.state.tenant(LEDGER_TOKEN)!.articles.map((a) => a.article);
      expect(articles.map((a) => a.ArticleNumber).sort()).toEqual(
        variants.map((v) => v.sku).sort(),
      );
    },
  );
});
