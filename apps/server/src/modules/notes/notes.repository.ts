import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { notes, projects, projectTasks } from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export type NoteRecord = typeof notes.$inferSelect;
export type NewNote = typeof notes.$inferInsert;

/**
 * Who reads notes (ADR 033). A firm's accountant: their active firm and the clients of it they
 * see. A client's user (owner, colleague): the companies they belong to.
 */
export type NoteViewer =
  | { kind: 'firm'; firmId: number; userId: number; clientIds: number[] }
  | { kind: 'client'; userId: number; companyIds: number[] };

export interface NoteFilter {
  company?: number;
  project?: number;
  task?: number;
  client?: number;
  type?: string;
  visibility?: string;
  search?: string;
  limit: number;
  offset: number;
}

const taskProject = alias(projects, 'task_project');
const client = alias(companies, 'note_client');
const author = alias(users, 'note_author');

/** The client company a note concerns: the company, the project's client or the task's. */
const clientOf = sql<
  number | null
>`coalesce(${notes.companyId}, ${projects.companyId}, ${taskProject.companyId})`;
/** The firm of the project the note (or its task) belongs to; null for a company's note. */
const projectFirm = sql<number | null>`coalesce(${projects.firmId}, ${taskProject.firmId})`;

const among = (value: SQL | AnyColumn, ids: number[]) =>
  ids.length
    ? sql`${value} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;

/**
 * The visibility rule, in the query itself: a note nobody may see is never read, only "not found".
 * - firm side: the note is the active firm's, its project (if any) is the firm's, its client (if
 *   any) is one the accountant sees; private notes only for their author.
 * - client side: shared notes about a company the user belongs to, written by the firm that
 *   company has now.
 */
export function visibleTo(viewer: NoteViewer): SQL {
  const sameFirmProject = sql`coalesce(${projectFirm}, ${notes.firmId}) = ${notes.firmId}`;
  if (viewer.kind === 'firm') {
    return and(
      eq(notes.firmId, viewer.firmId),
      sameFirmProject,
      or(sql`${clientOf} IS NULL`, among(clientOf, viewer.clientIds)),
      or(ne(notes.visibility, 'private'), eq(notes.authorId, viewer.userId)),
    )!;
  }
  return and(
    eq(notes.visibility, 'shared'),
    among(clientOf, viewer.companyIds),
    eq(client.accountingFirmId, notes.firmId),
    sameFirmProject,
  )!;
}

function where(viewer: NoteViewer, filter: Omit<NoteFilter, 'limit' | 'offset'>) {
  const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
  if (filter.company) conditions.push(eq(notes.companyId, filter.company));
  if (filter.project) conditions.push(eq(notes.projectId, filter.project));
  if (filter.task) conditions.push(eq(notes.taskId, filter.task));
  if (filter.client) conditions.push(sql`${clientOf} = ${filter.client}`);
  if (filter.type) conditions.push(eq(notes.type, filter.type));
  if (filter.visibility) conditions.push(eq(notes.visibility, filter.visibility));
  const search = filter.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(notes.title, like), ilike(notes.text, like)));
  }
  return and(...conditions);
}

function selectNotes(db: Db) {
  return db
    .select({
      note: notes,
      clientId: client.id,
      clientName: client.name,
      projectName: projects.name,
      taskTitle: projectTasks.title,
      authorName: sql<
        string | null
      >`coalesce(nullif(trim(${author.firstName} || ' ' || ${author.lastName}), ''), ${author.email})`,
    })
    .from(notes)
    .leftJoin(projects, eq(projects.id, notes.projectId))
    .leftJoin(projectTasks, eq(projectTasks.id, notes.taskId))
    .leftJoin(taskProject, eq(taskProject.id, projectTasks.projectId))
    .leftJoin(client, sql`${client.id} = ${clientOf}`)
    .leftJoin(author, eq(author.id, notes.authorId));
}

export type NoteView = Awaited<ReturnType<typeof findNoteView>> & object;

/** One page of the notes the viewer may see, newest first, and how many the filter finds. */
export async function listNotes(db: Db, viewer: NoteViewer, filter: NoteFilter) {
  const condition = where(viewer, filter);
  const [total] = await db
    .select({ n: count() })
    .from(notes)
    .leftJoin(projects, eq(projects.id, notes.projectId))
    .leftJoin(projectTasks, eq(projectTasks.id, notes.taskId))
    .leftJoin(taskProject, eq(taskProject.id, projectTasks.projectId))
    .leftJoin(client, sql`${client.id} = ${clientOf}`)
    .where(condition);
  const rows = await selectNotes(db)
    .where(condition)
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** The note if the viewer may see it; undefined otherwise (and when there is none). */
export async function findNoteView(db: Db, viewer: NoteViewer, id: number) {
  const [row] = await selectNotes(db).where(and(eq(notes.id, id), visibleTo(viewer)));
  return row;
}

export async function insertNote(db: Db, values: NewNote): Promise<NoteRecord> {
  const [row] = await db.insert(notes).values(values).returning();
  return row!;
}

/** Changes a note of its author's; undefined when it is gone or not theirs. */
export async function updateNote(
  db: Db,
  id: number,
  authorId: number,
  change: Partial<NewNote>,
): Promise<NoteRecord | undefined> {
  const [row] = await db
    .update(notes)
    .set(change)
    .where(and(eq(notes.id, id), eq(notes.authorId, authorId)))
    .returning();
  return row;
}

export async function deleteNote(db: Db, id: number, authorId: number): Promise<boolean> {
  const gone = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.authorId, authorId)))
    .returning({ id: notes.id });
  return gone.length === 1;
}

/** A project of the firm with its client; undefined when there is none. */
export async function findFirmProject(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select({ id: projects.id, companyId: projects.companyId })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.firmId, firmId)));
  return row;
}

/** A task of one of the firm's projects with the project's client. */
export async function findFirmTask(db: Db, firmId: number, id: number) {
  const [row] = await db
    .select({ id: projectTasks.id, companyId: projects.companyId })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projectTasks.id, id), eq(projects.firmId, firmId)));
  return row;
}
