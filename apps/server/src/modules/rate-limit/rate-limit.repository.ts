import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

export async function findCounters(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Counts one event; a counter whose window has passed starts a new window at `now`. */
export async function countEvent(db: Db, key: string, now: Date, windowStartCutoff: Date) {
  const nowText = now.toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowText}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    });
}

export async function deleteCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteCountersBefore(db: Db, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
