import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';
import { bookedVouchers, syncEntries } from '../../db/schema/sync';

export type NewSyncEntry = typeof syncEntries.$inferInsert;
export type NewBookedVoucher = typeof bookedVouchers.$inferInsert;

/** The element's entry, created if it is new; `created` says which (the exactly-once key). */
export async function claimEntry(db: Db, values: NewSyncEntry) {
  const [created] = await db.insert(syncEntries).values(values).onConflictDoNothing().returning();
  if (created) return { entry: created, created: true };
  const [existing] = await db
    .select()
    .from(syncEntries)
    .where(
      and(
        eq(syncEntries.subscriptionId, values.subscriptionId),
        eq(syncEntries.source, values.source),
        eq(syncEntries.sourceId, values.sourceId),
        eq(syncEntries.kind, values.kind),
      ),
    )
    .for('update');
  return { entry: existing!, created: false };
}

export async function findEntry(
  db: Db,
  subscriptionId: number,
  source: string,
  sourceId: string,
  kind: string,
) {
  const [row] = await db
    .select()
    .from(syncEntries)
    .where(
      and(
        eq(syncEntries.subscriptionId, subscriptionId),
        eq(syncEntries.source, source),
        eq(syncEntries.sourceId, sourceId),
        eq(syncEntries.kind, kind),
      ),
    );
  return row;
}

export async function updateEntry(db: Db, id: number, change: Partial<NewSyncEntry>) {
  await db.update(syncEntries).set(change).where(eq(syncEntries.id, id));
}

/** Serialises numbering per subscription: the row lock is held until the transaction ends. */
export async function lockSubscription(db: Db, id: number) {
  await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
}

export async function nextVoucherNumber(db: Db, subscriptionId: number, series: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${bookedVouchers.number}), 0)::int + 1` })
    .from(bookedVouchers)
    .where(
      and(eq(bookedVouchers.subscriptionId, subscriptionId), eq(bookedVouchers.series, series)),
    );
  return row?.n ?? 1;
}

export async function insertBookedVoucher(db: Db, values: NewBookedVoucher) {
  const [row] = await db.insert(bookedVouchers).values(values).returning();
  return row!;
}

export async function vouchersBetween(db: Db, subscriptionId: number, from: string, to: string) {
  return db
    .select()
    .from(bookedVouchers)
    .where(
      and(
        eq(bookedVouchers.subscriptionId, subscriptionId),
        gte(bookedVouchers.date, from),
        lte(bookedVouchers.date, to),
      ),
    )
    .orderBy(asc(bookedVouchers.series), asc(bookedVouchers.number));
}
