import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  projects,
  projectTasks,
  workflowRecurrences,
  workflowTemplates,
  workflowTemplateTasks,
} from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export type TemplateRecord = typeof workflowTemplates.$inferSelect;
export type TemplateTaskRecord = typeof workflowTemplateTasks.$inferSelect;
export type NewTemplateTask = Omit<typeof workflowTemplateTasks.$inferInsert, 'templateId'>;

export interface TemplateFilter {
  firmId: number;
  /** recurrences are counted for these clients only */
  clientIds: number[];
  search?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

const taskCount = sql<number>`(select count(*)::int from ${workflowTemplateTasks}
  where ${workflowTemplateTasks.templateId} = ${workflowTemplates.id})`;
const spanDays = sql<number>`(select coalesce(max(${workflowTemplateTasks.offsetDays}), 0)::int
  from ${workflowTemplateTasks} where ${workflowTemplateTasks.templateId} = ${workflowTemplates.id})`;
const recurrenceCount = (clientIds: number[]) =>
  clientIds.length
    ? sql<number>`(select count(*)::int from ${workflowRecurrences}
        where ${workflowRecurrences.templateId} = ${workflowTemplates.id}
        and ${inArray(workflowRecurrences.companyId, clientIds)})`
    : sql<number>`0`;
const updaterName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

const SORTS = {
  name: workflowTemplates.name,
  task_count: taskCount,
  updated_at: workflowTemplates.updatedAt,
};

function where(filter: TemplateFilter) {
  const search = filter.search?.trim();
  const like = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    eq(workflowTemplates.firmId, filter.firmId),
    like
      ? or(ilike(workflowTemplates.name, like), ilike(workflowTemplates.description, like))
      : undefined,
  );
}

/** One page of a firm's templates with their task counts, span and visible recurrences. */
export async function listTemplates(db: Db, filter: TemplateFilter) {
  const [total] = await db.select({ n: count() }).from(workflowTemplates).where(where(filter));
  const ordering = filter.ordering ?? 'name';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectTemplates(db, filter.clientIds)
    .where(where(filter))
    .orderBy(direction(column), asc(workflowTemplates.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

function selectTemplates(db: Db, clientIds: number[]) {
  return db
    .select({
      template: workflowTemplates,
      taskCount,
      spanDays,
      recurrenceCount: recurrenceCount(clientIds),
      updaterName,
      updaterEmail: users.email,
    })
    .from(workflowTemplates)
    .leftJoin(users, eq(users.id, workflowTemplates.updatedBy));
}

export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>['rows'][number];

export async function findTemplateRow(db: Db, firmId: number, id: number, clientIds: number[]) {
  const [row] = await selectTemplates(db, clientIds).where(
    and(eq(workflowTemplates.firmId, firmId), eq(workflowTemplates.id, id)),
  );
  return row;
}

/** The firm's template, or undefined (another firm's is not found). */
export async function findTemplate(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select()
    .from(workflowTemplates)
    .where(and(eq(workflowTemplates.firmId, firmId), eq(workflowTemplates.id, id)));
  return row;
}

export async function templateTasks(db: Db, templateId: number): Promise<TemplateTaskRecord[]> {
  return db
    .select()
    .from(workflowTemplateTasks)
    .where(eq(workflowTemplateTasks.templateId, templateId))
    .orderBy(asc(workflowTemplateTasks.position), asc(workflowTemplateTasks.id));
}

export async function countTemplateProjects(db: Db, templateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.templateId, templateId));
  return row?.n ?? 0;
}

export async function insertTemplate(db: Db, values: typeof workflowTemplates.$inferInsert) {
  const [row] = await db.insert(workflowTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: number,
  change: Partial<typeof workflowTemplates.$inferInsert>,
) {
  await db.update(workflowTemplates).set(change).where(eq(workflowTemplates.id, id));
}

/** Recurrences go with it; projects made from it stay (their template becomes none). */
export async function deleteTemplate(db: Db, id: number) {
  await db.delete(workflowTemplates).where(eq(workflowTemplates.id, id));
}

/**
 * Makes the template's tasks exactly `tasks`, in that order: those with an id are updated (so the
 * projects' tasks made from them stay linked), the others inserted, the rest deleted.
 */
export async function replaceTemplateTasks(
  db: Db,
  templateId: number,
  tasks: (NewTemplateTask & { id?: number })[],
) {
  const kept = tasks.flatMap((task) => (task.id === undefined ? [] : [task.id]));
  await db
    .delete(workflowTemplateTasks)
    .where(
      and(
        eq(workflowTemplateTasks.templateId, templateId),
        kept.length ? notInArray(workflowTemplateTasks.id, kept) : undefined,
      ),
    );
  for (const [position, { id, ...task }] of tasks.entries()) {
    if (id !== undefined) {
      await db
        .update(workflowTemplateTasks)
        .set({ ...task, position })
        .where(
          and(eq(workflowTemplateTasks.id, id), eq(workflowTemplateTasks.templateId, templateId)),
        );
    } else {
      await db.insert(workflowTemplateTasks).values({ ...task, templateId, position });
    }
  }
}

/** The firm's client company by id, with its name; undefined if it is not the firm's client. */
export async function findFirmClient(db: Db, firmId: number, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.accountingFirmId, firmId)));
  return row;
}

export async function clientNames(db: Db, clientIds: number[]) {
  if (!clientIds.length) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, clientIds))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** A project's tasks in board order, for the answer to "create project". */
export async function projectTaskDates(db: Db, projectId: number) {
  return db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      dueDate: projectTasks.dueDate,
      templateTaskId: projectTasks.templateTaskId,
    })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.position), asc(projectTasks.id));
}

export async function userLocale(db: Db, userId: number | null): Promise<'sv' | 'en'> {
  if (userId === null) return 'sv';
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale === 'en' ? 'en' : 'sv';
}
