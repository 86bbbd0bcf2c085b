import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { seedReferenceData } from '../seed/reference';
import type { Database } from './client';

const STARTUP_LOCK = 7_201_511;
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed drizzle-kit migrations and the reference data (both idempotent). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await seedReferenceData(database.db);
}

/**
 * Runs start-up work (migrations, demo seed) in one process at a time: several api and worker
 * processes may start together against one PostgreSQL server. PGlite has one process anyway.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}
