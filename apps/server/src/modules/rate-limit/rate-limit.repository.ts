import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

/**
 * Counts one event and answers the counter as it is after it, in one statement, so that requests
 * arriving together each see their own count. A counter whose window has passed starts anew.
 */
export async function countEvent(db: Db, key: string, now: Date, windowStartCutoff: Date) {
  const nowText = now.toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowText}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row!;
}

/** Takes one event back off a counter (never below zero). */
export async function uncountEvent(db: Db, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function deleteCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteCountersBefore(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
