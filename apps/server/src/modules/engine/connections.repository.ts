import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/engine';
import type { ConnectionRow } from '../../db/schema/engine';

export type NewConnection = typeof connections.$inferInsert;

export async function connectionsOf(db: Db, subscriptionId: number) {
  const rows = await db
    .select()
    .from(connections)
    .where(eq(connections.subscriptionId, subscriptionId));
  return {
    app: rows.find((r) => r.side === 'app'),
    accounting: rows.find((r) => r.side === 'accounting'),
  } as { app?: ConnectionRow; accounting?: ConnectionRow };
}

export async function insertConnection(db: Db, values: NewConnection) {
  const [row] = await db.insert(connections).values(values).returning();
  return row!;
}

/** OAuth2 refresh: the new tokens are stored before anything uses them. */
export async function storeCredentials(
  db: Db,
  id: number,
  credentials: Record<string, string>,
  now: Date,
) {
  await db.update(connections).set({ credentials, updatedAt: now }).where(eq(connections.id, id));
}

/** The demo's simulators listen on a new port each start: their connections follow them. */
export async function pointSimulatedConnections(db: Db, connectorId: string, baseUrl: string) {
  await db
    .update(connections)
    .set({ baseUrl })
    .where(and(eq(connections.connectorId, connectorId), eq(connections.simulated, true)));
}
