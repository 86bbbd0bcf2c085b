import { eq } from 'drizzle-orm';
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
