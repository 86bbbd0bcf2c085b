import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/engine';
import type { ConnectionRow } from '../../db/schema/engine';
import { openCredentials, sealCredentials } from '../../lib/credentials-cipher';

export type NewConnection = typeof connections.$inferInsert;

/** A connection as the engine uses it: credentials decrypted (they are stored sealed). */
const opened = (row: ConnectionRow): ConnectionRow => ({
  ...row,
  credentials: openCredentials(row.credentials),
});

export async function connectionsOf(db: Db, subscriptionId: number) {
  const rows = await db
    .select()
    .from(connections)
    .where(eq(connections.subscriptionId, subscriptionId));
  const side = (name: string) => rows.filter((r) => r.side === name).map(opened)[0];
  return { app: side('app'), accounting: side('accounting') } as {
    app?: ConnectionRow;
    accounting?: ConnectionRow;
  };
}

export async function insertConnection(db: Db, values: NewConnection) {
  const sealed = { ...values, credentials: sealCredentials(values.credentials ?? {}) };
  const [row] = await db.insert(connections).values(sealed).returning();
  return opened(row!);
}

/** OAuth2 refresh: the new tokens are stored before anything uses them. */
export async function storeCredentials(
  db: Db,
  id: number,
  credentials: Record<string, string>,
  now: Date,
) {
  await db
    .update(connections)
    .set({ credentials: sealCredentials(credentials), updatedAt: now })
    .where(eq(connections.id, id));
}

/** The demo's simulators listen on a new port each start: their connections follow them. */
export async function pointSimulatedConnections(db: Db, connectorId: string, baseUrl: string) {
  await db
    .update(connections)
    .set({ baseUrl })
    .where(and(eq(connections.connectorId, connectorId), eq(connections.simulated, true)));
}
