import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TodoStatus } from '@portal/contracts/schemas/todos';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies, companyMemberships } from '../../db/schema/companies';
import { todos } from '../../db/schema/help';
import { genericRecords } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type TodoRecord = typeof todos.$inferSelect;
export type NewTodo = typeof todos.$inferInsert;

/**
 * Whose to-dos a request works on: in-house staff (not switched) every company's and the
 * internal ones; everyone else their active company's. Every query below filters by it, so a
 * to-do of another company is never read, only "not found".
 */
export type TodoViewer = { kind: 'all' } | { kind: 'company'; companyId: number };

export interface TodoFilter {
  q?: string;
  statuses?: TodoStatus[];
  tag?: string;
  /** a user id, or null for unassigned */
  assignee?: number | null;
  dueFrom?: string;
  dueTo?: string;
  overdue?: boolean;
  /** a company id, or null for the internal to-dos */
  company?: number | null;
}

const assigneeUser = alias(users, 'todo_assignee');
const authorUser = alias(users, 'todo_author');
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.email})`;

/** Today in Stockholm by the given clock, as SQL (the clock is the app's, so tests can set it). */
const todayAt = (now: Date) =>
  sql`((${now.toISOString()}::timestamptz) AT TIME ZONE 'Europe/Stockholm')::date`;

/** Due before today and not done. */
export const overdueAt = (now: Date) =>
  sql<boolean>`(${todos.dueDate} IS NOT NULL AND ${todos.dueDate} < ${todayAt(now)} AND ${todos.status} <> 'done')`;

function visibleTo(viewer: TodoViewer): SQL | undefined {
  return viewer.kind === 'all' ? undefined : eq(todos.companyId, viewer.companyId);
}

function where(viewer: TodoViewer, filter: TodoFilter, now: Date) {
  const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
  const q = filter.q?.trim();
  if (q)
    conditions.push(
      or(ilike(todos.task, containsPattern(q)), ilike(todos.description, containsPattern(q))),
    );
  if (filter.statuses?.length) conditions.push(inArray(todos.status, filter.statuses));
  if (filter.tag)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(${todos.tags}) AS tag WHERE lower(tag) = lower(${filter.tag}))`,
    );
  if (filter.assignee !== undefined)
    conditions.push(
      filter.assignee === null ? isNull(todos.assigneeId) : eq(todos.assigneeId, filter.assignee),
    );
  if (filter.dueFrom) conditions.push(sql`${todos.dueDate} >= ${filter.dueFrom}::date`);
  if (filter.dueTo) conditions.push(sql`${todos.dueDate} <= ${filter.dueTo}::date`);
  if (filter.overdue === true) conditions.push(overdueAt(now));
  if (filter.overdue === false) conditions.push(sql`NOT ${overdueAt(now)}`);
  if (filter.company !== undefined)
    conditions.push(
      filter.company === null ? isNull(todos.companyId) : eq(todos.companyId, filter.company),
    );
  return and(...conditions);
}

const STATUS_RANK = sql`CASE ${todos.status} WHEN 'pending' THEN 0 WHEN 'onhold' THEN 1 ELSE 2 END`;
const SORTS: Record<string, SQL> = {
  due_date: sql`${todos.dueDate}`,
  created_at: sql`${todos.createdAt}`,
  status: STATUS_RANK,
  task: sql`lower(${todos.task})`,
};

function orderOf(ordering: string | undefined): SQL[] {
  if (!ordering)
    return [sql`${STATUS_RANK} asc`, sql`${todos.dueDate} asc nulls last`, desc(todos.id)];
  const column = SORTS[ordering.replace(/^-/, '')] ?? SORTS.due_date!;
  const direction = ordering.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, desc(todos.id)];
}

function selectTodos(db: Db, now: Date) {
  return db
    .select({
      todo: todos,
      overdue: overdueAt(now),
      companyName: companies.name,
      assigneeName: nameOf(assigneeUser),
      authorName: nameOf(authorUser),
    })
    .from(todos)
    .leftJoin(companies, eq(companies.id, todos.companyId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, todos.assigneeId))
    .leftJoin(authorUser, eq(authorUser.id, todos.createdBy));
}

export type TodoView = Awaited<ReturnType<ReturnType<typeof selectTodos>['execute']>>[number];

export async function listTodos(
  db: Db,
  viewer: TodoViewer,
  filter: TodoFilter & { ordering?: string; limit: number; offset: number },
  now: Date,
) {
  const condition = where(viewer, filter, now);
  const [total] = await db.select({ n: count() }).from(todos).where(condition);
  const rows = await selectTodos(db, now)
    .where(condition)
    .orderBy(...orderOf(filter.ordering))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** How many of the view are in each status, and overdue. */
export async function countTodos(db: Db, viewer: TodoViewer, filter: TodoFilter, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${todos.status} = 'pending')::int`,
      onhold: sql<number>`count(*) FILTER (WHERE ${todos.status} = 'onhold')::int`,
      done: sql<number>`count(*) FILTER (WHERE ${todos.status} = 'done')::int`,
      overdue: sql<number>`count(*) FILTER (WHERE ${overdueAt(now)})::int`,
    })
    .from(todos)
    .where(where(viewer, filter, now));
  return row ?? { pending: 0, onhold: 0, done: 0, overdue: 0 };
}

export async function findTodoView(db: Db, viewer: TodoViewer, id: number, now: Date) {
  const [row] = await selectTodos(db, now).where(and(eq(todos.id, id), visibleTo(viewer)));
  return row;
}

export async function insertTodo(db: Db, values: NewTodo): Promise<TodoRecord> {
  const [row] = await db.insert(todos).values(values).returning();
  return row!;
}

export async function updateTodo(db: Db, viewer: TodoViewer, id: number, change: Partial<NewTodo>) {
  const [row] = await db
    .update(todos)
    .set(change)
    .where(and(eq(todos.id, id), visibleTo(viewer)))
    .returning();
  return row;
}

export async function deleteTodos(db: Db, viewer: TodoViewer, ids: number[]): Promise<number> {
  const gone = await db
    .delete(todos)
    .where(and(inArray(todos.id, ids), visibleTo(viewer)))
    .returning({ id: todos.id });
  return gone.length;
}

/** The to-dos of `ids` the viewer sees, with what a status change needs. */
export async function findVisible(db: Db, viewer: TodoViewer, ids: number[]) {
  return db
    .select({ id: todos.id, status: todos.status })
    .from(todos)
    .where(and(inArray(todos.id, ids), visibleTo(viewer)));
}

/** Sets one status on many to-dos; done stamps `completed_at` once, reopening clears it. */
export async function setStatuses(
  db: Db,
  ids: number[],
  status: TodoStatus,
  by: number,
  now: Date,
) {
  const completedAt =
    status === 'done'
      ? sql`coalesce(${todos.completedAt}, ${now.toISOString()}::timestamptz)`
      : sql`null`;
  const changed = await db
    .update(todos)
    .set({ status, completedAt, updatedBy: by, updatedAt: now })
    .where(inArray(todos.id, ids))
    .returning({ id: todos.id });
  return changed.length;
}

/** Tags of the viewer's to-dos, spelled as first written, most used first. */
export async function tagCounts(db: Db, viewer: TodoViewer) {
  const scope = viewer.kind === 'all' ? sql`true` : sql`${todos.companyId} = ${viewer.companyId}`;
  const result = await db.execute(sql`
    SELECT min(tag) AS name, count(*)::int AS count
    FROM ${todos}, unnest(${todos.tags}) AS tag
    WHERE ${scope}
    GROUP BY lower(tag)
    ORDER BY count(*) DESC, lower(tag)
    LIMIT 200`);
  return (result as unknown as { rows: { name: string; count: number }[] }).rows;
}

/** The colours the in-house staff gave tags (`todo-tags`), by lower-cased name. */
export async function tagColours(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ data: genericRecords.data })
    .from(genericRecords)
    .where(eq(genericRecords.resource, 'todo-tags'));
  const colours = new Map<string, string>();
  for (const { data } of rows) {
    if (typeof data.name === 'string' && typeof data.colour === 'string')
      colours.set(data.name.toLocaleLowerCase('sv'), data.colour);
  }
  return colours;
}

/**
 * Who may hold a to-do of the company (null: an internal one): active in-house staff, and for a
 * company its active owners and colleagues. `only` narrows to one person (to check a choice).
 */
export async function assignees(db: Db, companyId: number | null, only?: number) {
  const member =
    companyId === null
      ? sql`false`
      : sql`EXISTS (SELECT 1 FROM ${companyMemberships} m WHERE m.user_id = ${users.id}
          AND m.company_id = ${companyId} AND m.role IN ('Owner', 'Colleague'))`;
  return db
    .select({ id: users.id, name: nameOf(users), inhouse: sql<boolean>`${users.role} = 'Inhouse'` })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(eq(users.role, 'Inhouse'), member),
        only === undefined ? undefined : eq(users.id, only),
      ),
    )
    .orderBy(asc(sql`${users.role} = 'Inhouse'`), asc(nameOf(users)))
    .limit(500);
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

/** Overdue to-dos whose assignee has not been told since the due date was set. */
export async function overdueUntold(db: Db, now: Date, limit = 500) {
  return db
    .select({
      id: todos.id,
      task: todos.task,
      dueDate: todos.dueDate,
      assigneeId: todos.assigneeId,
    })
    .from(todos)
    .where(
      and(overdueAt(now), isNull(todos.overdueNotifiedAt), sql`${todos.assigneeId} IS NOT NULL`),
    )
    .orderBy(asc(todos.id))
    .limit(limit);
}

/** Marks the assignee told; false when someone changed it meanwhile (told already, or no longer due). */
export async function markTold(db: Db, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .update(todos)
    .set({ overdueNotifiedAt: now })
    .where(and(eq(todos.id, id), isNull(todos.overdueNotifiedAt), overdueAt(now)))
    .returning({ id: todos.id });
  return changed.length === 1;
}
