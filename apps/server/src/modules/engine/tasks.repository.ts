import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodicTasks } from '../../db/schema/engine';
import type { PeriodicTaskRow } from '../../db/schema/engine';

export type NewPeriodicTask = typeof periodicTasks.$inferInsert;
export type TaskStatus = PeriodicTaskRow['status'];

export async function insertTask(db: Db, values: NewPeriodicTask): Promise<PeriodicTaskRow> {
  const [row] = await db.insert(periodicTasks).values(values).returning();
  return row!;
}

export async function updateTask(db: Db, id: number, change: Partial<NewPeriodicTask>) {
  await db.update(periodicTasks).set(change).where(eq(periodicTasks.id, id));
}

export async function findTask(db: Db, id: number) {
  const [row] = await db.select().from(periodicTasks).where(eq(periodicTasks.id, id));
  return row;
}

/** A subscription's run that is queued or running, if any (one at a time is enough). */
export async function openRunOf(db: Db, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(periodicTasks)
    .where(
      and(
        eq(periodicTasks.subscriptionId, subscriptionId),
        sql`${periodicTasks.syncType} <> 'element'`,
        sql`${periodicTasks.status} IN ('pending', 'received', 'started', 'retry')`,
      ),
    )
    .orderBy(desc(periodicTasks.id))
    .limit(1);
  return row;
}
