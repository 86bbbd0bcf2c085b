import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/engine';

/** Where a connection talks (its credentials change through the engine's repository). */
export async function updateConnectionSettings(
  db: Db,
  id: number,
  values: { baseUrl: string; simulated: boolean },
) {
  await db.update(connections).set(values).where(eq(connections.id, id));
}
