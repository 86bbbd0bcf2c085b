import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

type SubscriptionChange = Partial<typeof subscriptions.$inferInsert>;

/** Moves a subscription still in one of `from` (null when it no longer is). */
export async function moveStatus(
  db: Db,
  id: number,
  from: readonly string[],
  change: SubscriptionChange,
) {
  const [row] = await db
    .update(subscriptions)
    .set(change)
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...from])))
    .returning();
  return row ?? null;
}
