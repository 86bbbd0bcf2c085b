import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { projects, projectTasks } from '../../db/schema/accountants';
import { companies, firmMemberships } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { FirmScope } from '../firm-work/firm-scope';

export type ProjectRecord = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;

export interface ProjectFilter {
  search?: string;
  clientId?: number;
  internal?: boolean;
  status?: 'active' | 'ended';
  ordering?: string;
  limit: number;
  offset: number;
}

/**
 * The projects a person sees (ADR 030): the firm's, without a client or for one of the clients
 * they see. A partner accountant thus sees the firm's own projects and those of their clients.
 */
export function visibleProjects(firm: FirmScope): SQL {
  const clients = firm.clientIds.length
    ? or(isNull(projects.companyId), inArray(projects.companyId, firm.clientIds))
    : isNull(projects.companyId);
  return and(eq(projects.firmId, firm.firmId), clients)!;
}

/** A person's display name: first and last name, else the e-mail address. */
export const personName = (first: AnyColumn, last: AnyColumn, email: AnyColumn) =>
  sql<string>`coalesce(nullif(trim(${first} || ' ' || ${last}), ''), ${email})`;

const taskCounts = (today: string) => ({
  taskCount: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.projectId} = ${projects.id})`,
  doneCount: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.projectId} = ${projects.id} and ${projectTasks.completedAt} is not null)`,
  overdueCount: sql<number>`(select count(*)::int from ${projectTasks} where ${projectTasks.projectId} = ${projects.id} and ${projectTasks.completedAt} is null and ${projectTasks.dueDate} < ${today})`,
});

function selectProjects(db: Db, today: string) {
  return db
    .select({ project: projects, clientName: companies.name, ...taskCounts(today) })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId));
}

export type ProjectView = Awaited<ReturnType<typeof findProjectView>> & object;

/** Names sort without regard to case (the database's collation may put capitals first). */
const SORTS = {
  name: sql`lower(${projects.name})`,
  client: sql`lower(${companies.name})`,
  start_date: projects.startDate,
  end_date: projects.endDate,
  created_at: projects.createdAt,
} as const satisfies Record<string, SQL | AnyColumn>;

function where(firm: FirmScope, filter: ProjectFilter, today: string) {
  const conditions: (SQL | undefined)[] = [visibleProjects(firm)];
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(projects.name, like),
        ilike(projects.description, like),
        ilike(companies.name, like),
      ),
    );
  }
  if (filter.clientId !== undefined) conditions.push(eq(projects.companyId, filter.clientId));
  if (filter.internal !== undefined) conditions.push(eq(projects.internal, filter.internal));
  if (filter.status === 'ended') conditions.push(sql`${projects.endDate} < ${today}`);
  if (filter.status === 'active')
    conditions.push(or(isNull(projects.endDate), sql`${projects.endDate} >= ${today}`));
  return and(...conditions);
}

export async function listProjects(db: Db, firm: FirmScope, filter: ProjectFilter, today: string) {
  const condition = where(firm, filter, today);
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(condition);
  const ordering = filter.ordering ?? 'name';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const descending = ordering.startsWith('-');
  const rows = await selectProjects(db, today)
    .where(condition)
    .orderBy(
      descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      descending ? desc(projects.id) : asc(projects.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findProjectView(db: Db, firm: FirmScope, id: number, today: string) {
  const [row] = await selectProjects(db, today).where(
    and(eq(projects.id, id), visibleProjects(firm)),
  );
  return row;
}

export async function findProject(db: Db, firm: FirmScope, id: number) {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), visibleProjects(firm)));
  return row;
}

export async function updateProject(db: Db, id: number, change: Partial<NewProjectRow>) {
  const [row] = await db.update(projects).set(change).where(eq(projects.id, id)).returning();
  return row!;
}

export async function deleteProject(db: Db, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}

/** The firm's clients this person sees, by name (the project form's choices). */
export async function clientChoices(db: Db, firm: FirmScope) {
  if (!firm.clientIds.length) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, firm.clientIds))
    .orderBy(asc(companies.name));
}

/** The firm's accountants (who a task can be assigned to), by name. */
export async function firmAccountants(db: Db, firmId: number) {
  const name = personName(users.firstName, users.lastName, users.email);
  return db
    .select({ id: users.id, name })
    .from(firmMemberships)
    .innerJoin(users, eq(users.id, firmMemberships.userId))
    .where(eq(firmMemberships.firmId, firmId))
    .orderBy(asc(name), asc(users.id));
}

export async function isFirmAccountant(db: Db, firmId: number, userId: number) {
  const [row] = await db
    .select({ id: firmMemberships.id })
    .from(firmMemberships)
    .where(and(eq(firmMemberships.firmId, firmId), eq(firmMemberships.userId, userId)));
  return row !== undefined;
}
