import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { customRules } from '../../db/schema/engine';
import type { CustomRuleRow } from '../../db/schema/engine';

export type NewCustomRule = typeof customRules.$inferInsert;

export interface CustomRuleFilter {
  search?: string;
  entryPoint?: string;
  limit: number;
  offset: number;
}

/** Most recently changed first; `search` matches part of the code. */
export async function listCustomRules(db: Db, filter: CustomRuleFilter) {
  const conditions = [];
  if (filter.search?.trim()) {
    conditions.push(ilike(customRules.code, `%${escapeLike(filter.search.trim())}%`));
  }
  if (filter.entryPoint) conditions.push(eq(customRules.entryPoint, filter.entryPoint));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(customRules).where(where);
  const rows = await db
    .select()
    .from(customRules)
    .where(where)
    .orderBy(desc(customRules.updatedAt), desc(customRules.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** The active rules of an entry point, in the order the engine applies them. */
export async function activeCustomRules(db: Db, entryPoint: string): Promise<CustomRuleRow[]> {
  return db
    .select()
    .from(customRules)
    .where(and(eq(customRules.entryPoint, entryPoint), eq(customRules.active, true)))
    .orderBy(asc(customRules.id));
}

export async function findCustomRule(db: Db, id: number): Promise<CustomRuleRow | undefined> {
  const [row] = await db.select().from(customRules).where(eq(customRules.id, id));
  return row;
}

export async function insertCustomRule(db: Db, values: NewCustomRule): Promise<CustomRuleRow> {
  const [row] = await db.insert(customRules).values(values).returning();
  return row!;
}

export async function updateCustomRule(
  db: Db,
  id: number,
  change: Partial<NewCustomRule>,
): Promise<CustomRuleRow> {
  const [row] = await db.update(customRules).set(change).where(eq(customRules.id, id)).returning();
  return row!;
}

export async function deleteCustomRule(db: Db, id: number): Promise<void> {
  await db.delete(customRules).where(eq(customRules.id, id));
}
