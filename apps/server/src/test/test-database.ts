import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';

/** PostgreSQL server for tests, when one is given; PGlite in memory otherwise. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — with DATABASE_URL /
 * TEST_DATABASE_URL — a uniquely named database on that server, dropped afterwards.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = testServerUrl(),
): Promise<TestDatabase & { url?: string }> {
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'memory' });
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
