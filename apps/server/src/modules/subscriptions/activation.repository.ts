import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncEntries } from '../../db/schema/sync';

/** How many elements the subscription's sync has handled so far. */
export async function countElements(db: Db, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(syncEntries)
    .where(eq(syncEntries.subscriptionId, subscriptionId));
  return row?.n ?? 0;
}
