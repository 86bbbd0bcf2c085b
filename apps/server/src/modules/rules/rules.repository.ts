import { and, asc, count, desc, eq, ilike, max, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { companies } from '../../db/schema/companies';
import { bookedDocuments, customRules } from '../../db/schema/engine';
import { customRuleVersions } from '../../db/schema/operations';
import { users } from '../../db/schema/users';
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

export async function insertRuleVersion(db: Db, rule: CustomRuleRow, createdBy: number | null) {
  const [last] = await db
    .select({ version: max(customRuleVersions.version) })
    .from(customRuleVersions)
    .where(eq(customRuleVersions.ruleId, rule.id));
  await db.insert(customRuleVersions).values({
    ruleId: rule.id,
    version: (last?.version ?? 0) + 1,
    code: rule.code,
    entryPoint: rule.entryPoint,
    appName: rule.appName,
    accountingName: rule.accountingName,
    active: rule.active,
    createdBy,
    createdAt: rule.updatedAt,
  });
}

/** A rule's versions, newest first, with who saved each. */
export async function listRuleVersions(db: Db, ruleId: number) {
  return db
    .select({
      version: customRuleVersions,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(customRuleVersions)
    .leftJoin(users, eq(users.id, customRuleVersions.createdBy))
    .where(eq(customRuleVersions.ruleId, ruleId))
    .orderBy(desc(customRuleVersions.version));
}

export async function findRuleVersion(db: Db, ruleId: number, version: number) {
  const [row] = await db
    .select()
    .from(customRuleVersions)
    .where(and(eq(customRuleVersions.ruleId, ruleId), eq(customRuleVersions.version, version)));
  return row;
}

/** The latest booked vouchers and invoices, or those whose text or reference holds `search`. */
export async function recentDocuments(db: Db, search: string | undefined) {
  const like = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({ document: bookedDocuments, company: companies.name })
    .from(bookedDocuments)
    .innerJoin(companies, eq(companies.id, bookedDocuments.companyId))
    .where(
      like
        ? or(
            ilike(bookedDocuments.description, like),
            ilike(bookedDocuments.reference, like),
            ilike(bookedDocuments.sourceId, like),
          )
        : undefined,
    )
    .orderBy(desc(bookedDocuments.id))
    .limit(20);
}
