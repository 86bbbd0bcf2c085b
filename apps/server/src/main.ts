import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, targetFromConfig } from './db/client';
import type { Database } from './db/client';
import { DataDirInUseError } from './db/lock';
import { migrate, withStartupLock } from './db/migrate';
import { bossQueue, startBoss } from './jobs/boss';
import { startWorkers } from './jobs/worker';
import { systemClock } from './lib/clock';
import { useCredentialsKey } from './lib/credentials-cipher';
import { createLogger } from './lib/log';
import { demoSigninsTable, seedDemo } from './seed/demo';
import { startDemoSimulators } from './seed/demo-simulators';

// Entry point: `tsx src/main.ts [api|worker|all]` (or PORTAL_MODE); all by default, for one machine.
const config = loadConfig(process.env, process.argv.slice(2));
const log = createLogger(config.logLevel);
if (config.credentialsKey) useCredentialsKey(config.credentialsKey);

let database: Database;
try {
  database = await openDatabase(targetFromConfig(config));
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let boss: PgBoss | undefined;
let app: FastifyInstance | undefined;
let demo: { close(): Promise<void> } | undefined;
let stopSync: (() => void) | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  try {
    stopSync?.();
    await app?.close();
    await demo?.close();
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  } catch (error) {
    log.error({ err: error }, 'error while stopping');
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await withStartupLock(database, async () => {
    await migrate(database);
    if (config.seedDemo && (await seedDemo(database.db))) log.info('demo data created');
  });

  const worker = config.mode !== 'api';
  boss = await startBoss(database, {
    supervise: worker,
    onError: (error) => log.error({ err: error }, 'pg-boss error'),
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: systemClock,
    queue: bossQueue(boss),
    log,
  };
  // the demo's shops and ledger, before the engine's first look at their connections
  if (config.demoSimulators && config.mode === 'all') {
    demo = await startDemoSimulators(ctx, { portalUrl: `http://127.0.0.1:${config.port}` });
  }
  if (worker) stopSync = await startWorkers(boss, ctx);

  if (config.mode !== 'worker') {
    // WEB_DIST: another build of the web app (parallel browser-test runs each build their own)
    app = await buildApp(ctx, { webDist: process.env.WEB_DIST || undefined });
    await app.listen({ port: config.port, host: config.host });
    console.log(`\nPortal: http://localhost:${config.port}/`);
    if (!config.production) console.log(`\n${demoSigninsTable()}\n`);
  } else {
    log.info('worker started');
  }
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
  await database.close();
  process.exit(1);
}
