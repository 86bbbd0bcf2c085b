import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plugins } from '../../db/schema/plugins';
import type { PluginRow } from '../../db/schema/plugins';

export type NewPlugin = typeof plugins.$inferInsert;

export async function listPlugins(db: Db): Promise<PluginRow[]> {
  return db.select().from(plugins).orderBy(asc(plugins.path));
}

export async function findPlugin(db: Db, id: number) {
  const [row] = await db.select().from(plugins).where(eq(plugins.id, id));
  return row;
}

export async function insertPlugin(db: Db, values: NewPlugin) {
  const [row] = await db.insert(plugins).values(values).returning();
  return row!;
}

export async function updatePlugin(db: Db, id: number, change: Partial<NewPlugin>) {
  const [row] = await db.update(plugins).set(change).where(eq(plugins.id, id)).returning();
  return row!;
}

export async function deletePlugin(db: Db, id: number) {
  await db.delete(plugins).where(eq(plugins.id, id));
}
