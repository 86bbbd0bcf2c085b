import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { accountingFirms, companies } from '../../db/schema/companies';
import { systemNotifications } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type SystemNotificationRow = typeof systemNotifications.$inferSelect;
export type NewSystemNotification = typeof systemNotifications.$inferInsert;

export interface SystemNotificationFilter {
  search?: string;
  status?: 'scheduled' | 'delivered';
  type?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

const ORDER: Record<string, SQL[]> = {
  scheduled_at: [asc(systemNotifications.scheduledAt)],
  '-scheduled_at': [desc(systemNotifications.scheduledAt)],
  title: [asc(systemNotifications.title)],
  '-title': [desc(systemNotifications.title)],
  created_at: [asc(systemNotifications.createdAt)],
  '-created_at': [desc(systemNotifications.createdAt)],
};

/** Latest schedule date first unless ordered otherwise, with the e-mail of who wrote it. */
export async function listSystemNotifications(db: Db, filter: SystemNotificationFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(systemNotifications.title, pattern), ilike(systemNotifications.text, pattern)),
    );
  }
  if (filter.status === 'scheduled') conditions.push(isNull(systemNotifications.deliveredAt));
  if (filter.status === 'delivered') conditions.push(isNotNull(systemNotifications.deliveredAt));
  if (filter.type) conditions.push(eq(systemNotifications.type, filter.type));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(systemNotifications).where(where);
  const order = ORDER[filter.ordering ?? '-scheduled_at'] ?? ORDER['-scheduled_at']!;
  const rows = await db
    .select({ notification: systemNotifications, author: users.email })
    .from(systemNotifications)
    .leftJoin(users, eq(users.id, systemNotifications.createdBy))
    .where(where)
    .orderBy(...order, desc(systemNotifications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findSystemNotification(db: Db, id: number) {
  const [row] = await db
    .select({ notification: systemNotifications, author: users.email })
    .from(systemNotifications)
    .leftJoin(users, eq(users.id, systemNotifications.createdBy))
    .where(eq(systemNotifications.id, id));
  return row;
}

export async function insertSystemNotification(db: Db, values: NewSystemNotification) {
  const [row] = await db.insert(systemNotifications).values(values).returning();
  return row!;
}

/** Changes one not yet delivered; undefined when it was delivered (or is gone) meanwhile. */
export async function updateUndelivered(
  db: Db,
  id: number,
  change: Partial<NewSystemNotification>,
) {
  const [row] = await db
    .update(systemNotifications)
    .set(change)
    .where(and(eq(systemNotifications.id, id), isNull(systemNotifications.deliveredAt)))
    .returning();
  return row;
}

/** Deletes one not yet delivered; false when it was delivered (or is gone) meanwhile. */
export async function deleteUndelivered(db: Db, id: number) {
  const gone = await db
    .delete(systemNotifications)
    .where(and(eq(systemNotifications.id, id), isNull(systemNotifications.deliveredAt)))
    .returning({ id: systemNotifications.id });
  return gone.length === 1;
}

/** Names of the companies and firms among the ids (unknown ids are left out). */
export async function namesOf(db: Db, companyIds: number[], firmIds: number[]) {
  const [companyRows, firmRows] = [
    companyIds.length
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds))
          .orderBy(asc(companies.name))
      : [],
    firmIds.length
      ? await db
          .select({ id: accountingFirms.id, name: accountingFirms.name })
          .from(accountingFirms)
          .where(inArray(accountingFirms.id, firmIds))
          .orderBy(asc(accountingFirms.name))
      : [],
  ];
  return { companies: companyRows, firms: firmRows };
}

/** Companies and firms whose name matches, at most `limit` of each, by name. */
export async function targetOptions(db: Db, search: string | undefined, limit: number) {
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(search ? ilike(companies.name, containsPattern(search)) : undefined)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
  const firmRows = await db
    .select({ id: accountingFirms.id, name: accountingFirms.name })
    .from(accountingFirms)
    .where(search ? ilike(accountingFirms.name, containsPattern(search)) : undefined)
    .orderBy(asc(accountingFirms.name), asc(accountingFirms.id))
    .limit(limit);
  return { companies: companyRows, firms: firmRows };
}
