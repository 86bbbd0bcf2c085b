import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

/**
 * One sync run per subscription at a time, whatever the queue does: a run holds the
 * subscription's lease and renews it as it goes. A worker killed mid-run simply stops renewing;
 * once the lease runs out another worker takes over from the cursor.
 */
export async function takeLease(
  db: Db,
  subscriptionId: number,
  holder: string,
  now: Date,
  seconds: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + seconds * 1000);
  const taken = await db
    .update(subscriptions)
    .set({ leaseHolder: holder, leaseUntil: until })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(
          isNull(subscriptions.leaseUntil),
          lt(subscriptions.leaseUntil, now),
          eq(subscriptions.leaseHolder, holder),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  return taken.length === 1;
}

/** Renews a lease this holder still has; false when it was lost (the run must stop). */
export async function renewLease(
  db: Db,
  subscriptionId: number,
  holder: string,
  now: Date,
  seconds: number,
): Promise<boolean> {
  const renewed = await db
    .update(subscriptions)
    .set({ leaseUntil: new Date(now.getTime() + seconds * 1000) })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.leaseHolder, holder)))
    .returning({ id: subscriptions.id });
  return renewed.length === 1;
}

export async function releaseLease(db: Db, subscriptionId: number, holder: string) {
  await db
    .update(subscriptions)
    .set({ leaseHolder: null, leaseUntil: sql`NULL` })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.leaseHolder, holder)));
}

/**
 * Keeps a lease alive while its holder works, however long one element takes (a slow provider,
 * Retry-After waits): renewed every third of its length. `lost` turns true when a renewal finds
 * the lease taken (the holder must stop before its next element).
 */
export function heartbeat(
  db: Db,
  subscriptionId: number,
  holder: string,
  clock: { now(): Date },
  seconds: number,
) {
  const state = { lost: false };
  const timer = setInterval(
    () => {
      renewLease(db, subscriptionId, holder, clock.now(), seconds)
        .then((held) => {
          if (!held) state.lost = true;
        })
        .catch(() => undefined); // a failed renewal is retried on the next beat
    },
    Math.max(200, (seconds * 1000) / 3),
  );
  timer.unref();
  return {
    get lost() {
      return state.lost;
    },
    stop: () => clearInterval(timer),
  };
}
