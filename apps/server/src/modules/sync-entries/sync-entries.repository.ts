import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookedDocuments } from '../../db/schema/engine';
import { salesOrders } from '../../db/schema/sales';
import { syncEntries } from '../../db/schema/sync';
import type { Scope } from '../tenancy/scope';
import { inCompanies } from '../tenancy/scope';

export type EntryRecord = typeof syncEntries.$inferSelect;

/** The entries of `ids` the caller may see, with a refund's order where the engine read one. */
export async function entriesToRetry(db: Db, scope: Scope, ids: number[]) {
  return db
    .select({
      id: syncEntries.id,
      subscriptionId: syncEntries.subscriptionId,
      kind: syncEntries.kind,
      sourceId: syncEntries.sourceId,
      orderId: sql<string | null>`(
        SELECT ${salesOrders.orderId} FROM ${salesOrders}
        WHERE ${salesOrders.syncEntryId} = ${syncEntries.id} LIMIT 1)`,
    })
    .from(syncEntries)
    .where(and(inArray(syncEntries.id, ids), inCompanies(scope, syncEntries.companyId)));
}

export async function visibleEntry(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(syncEntries)
    .where(and(eq(syncEntries.id, id), inCompanies(scope, syncEntries.companyId)));
  return row;
}

export async function findEntryById(db: Db, id: number): Promise<EntryRecord | undefined> {
  const [row] = await db.select().from(syncEntries).where(eq(syncEntries.id, id));
  return row;
}

/** Records a decision on an entry that is still Ambiguous and undecided; undefined otherwise. */
export async function recordDecision(db: Db, id: number, change: Partial<EntryRecord>) {
  const [row] = await db
    .update(syncEntries)
    .set(change)
    .where(
      and(
        eq(syncEntries.id, id),
        eq(syncEntries.status, 'Ambiguous'),
        sql`${syncEntries.decision} IS NULL`,
      ),
    )
    .returning();
  return row;
}

export async function updateEntry(db: Db, id: number, change: Partial<EntryRecord>) {
  await db.update(syncEntries).set(change).where(eq(syncEntries.id, id));
}

/** What the element's own booking left on an account (debit − credit, öre), in SEK. */
export async function leftOnAccount(
  db: Db,
  entry: Pick<EntryRecord, 'subscriptionId' | 'kind' | 'sourceId'>,
  account: string,
) {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum((r->>'debit')::bigint - (r->>'credit')::bigint), 0)`,
      date: sql<string | null>`max(${bookedDocuments.date})::text`,
      currency: sql<string | null>`max(${bookedDocuments.currency})`,
    })
    .from(sql`${bookedDocuments}, jsonb_array_elements(${bookedDocuments.rows}) r`)
    .where(
      and(
        eq(bookedDocuments.subscriptionId, entry.subscriptionId),
        eq(bookedDocuments.kind, entry.kind),
        eq(bookedDocuments.sourceId, entry.sourceId),
        sql`r->>'account' = ${account}`,
      ),
    );
  return { net: Number(row?.net ?? 0), date: row?.date ?? null, currency: row?.currency ?? null };
}
