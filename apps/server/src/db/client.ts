import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './lock';

/** Drizzle over either driver; a transaction handle has the same type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'memory' };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** set for PGlite (pg-boss runs on it through an adapter) */
  pglite?: PGlite;
  /** set for PostgreSQL (pg-boss connects with the url) */
  url?: string;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export function targetFromConfig(config: {
  databaseUrl?: string;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', () => undefined); // idle client errors surface on the next query
    return {
      db: drizzlePg({ client: pool }) as unknown as Db,
      kind: 'postgres',
      url: target.url,
      pool,
      close: () => pool.end(),
    };
  }
  const lock = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : undefined;
  try {
    // pg_trgm: the sales panel's search over order numbers and customers
    const options = { extensions: { pg_trgm } };
    const pglite =
      target.kind === 'pglite'
        ? new PGlite(path.join(target.dataDir, 'pglite'), options)
        : new PGlite(options);
    await pglite.waitReady;
    return {
      db: drizzlePglite({ client: pglite }) as unknown as Db,
      kind: 'pglite',
      pglite,
      close: async () => {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
