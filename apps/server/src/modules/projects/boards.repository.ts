import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardColumns, projectBoards, projects, projectTasks } from '../../db/schema/accountants';
import type { FirmScope } from '../firm-work/firm-scope';
import { visibleProjects } from './projects.repository';

export type BoardRecord = typeof projectBoards.$inferSelect;
export type ColumnRecord = typeof boardColumns.$inferSelect;

/** A board of a project this person sees, with the project's firm and id. */
export async function findBoard(db: Db, firm: FirmScope, id: number) {
  const [row] = await db
    .select({ board: projectBoards, project: projects })
    .from(projectBoards)
    .innerJoin(projects, eq(projects.id, projectBoards.projectId))
    .where(and(eq(projectBoards.id, id), visibleProjects(firm)));
  return row;
}

/** A column of a project this person sees, with its board and project. */
export async function findColumn(db: Db, firm: FirmScope, id: number) {
  const [row] = await db
    .select({ column: boardColumns, board: projectBoards, project: projects })
    .from(boardColumns)
    .innerJoin(projectBoards, eq(projectBoards.id, boardColumns.boardId))
    .innerJoin(projects, eq(projects.id, projectBoards.projectId))
    .where(and(eq(boardColumns.id, id), visibleProjects(firm)));
  return row;
}

export async function boardsOf(db: Db, projectId: number) {
  return db
    .select()
    .from(projectBoards)
    .where(eq(projectBoards.projectId, projectId))
    .orderBy(asc(projectBoards.position), asc(projectBoards.id));
}

export async function columnsOf(db: Db, boardIds: number[]) {
  if (!boardIds.length) return [];
  return db
    .select()
    .from(boardColumns)
    .where(inArray(boardColumns.boardId, boardIds))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id));
}

export async function countBoards(db: Db, projectId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(projectBoards)
    .where(eq(projectBoards.projectId, projectId));
  return row?.n ?? 0;
}

export async function countTasksIn(db: Db, columnIds: number[]) {
  if (!columnIds.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(projectTasks)
    .where(inArray(projectTasks.columnId, columnIds));
  return row?.n ?? 0;
}

export async function updateBoard(db: Db, id: number, change: Partial<BoardRecord>) {
  const [row] = await db
    .update(projectBoards)
    .set(change)
    .where(eq(projectBoards.id, id))
    .returning();
  return row!;
}

export async function deleteBoard(db: Db, id: number) {
  await db.delete(projectBoards).where(eq(projectBoards.id, id));
}

/** Serialises changes to one board's columns (positions stay contiguous under concurrency). */
export async function lockBoard(db: Db, id: number) {
  await db.execute(sql`select id from ${projectBoards} where id = ${id} for update`);
}

export async function insertColumn(db: Db, values: typeof boardColumns.$inferInsert) {
  const [row] = await db.insert(boardColumns).values(values).returning();
  return row!;
}

export async function updateColumn(db: Db, id: number, change: Partial<ColumnRecord>) {
  const [row] = await db
    .update(boardColumns)
    .set(change)
    .where(eq(boardColumns.id, id))
    .returning();
  return row!;
}

export async function deleteColumn(db: Db, id: number) {
  await db.delete(boardColumns).where(eq(boardColumns.id, id));
}

/** The ids of a board's columns in their order. */
export async function columnOrder(db: Db, boardId: number) {
  const rows = await db
    .select({ id: boardColumns.id })
    .from(boardColumns)
    .where(eq(boardColumns.boardId, boardId))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id));
  return rows.map((r) => r.id);
}

/** The ids of a project's boards in their order. */
export async function boardOrder(db: Db, projectId: number) {
  return (await boardsOf(db, projectId)).map((b) => b.id);
}

const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Numbers the columns 0, 1, 2… in the given order. */
export async function writeColumnOrder(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db.execute(sql`update ${boardColumns} set position = o.ord - 1
    from unnest(${idArray(ids)}) with ordinality as o(id, ord)
    where ${boardColumns.id} = o.id and ${boardColumns.position} <> o.ord - 1`);
}

/** Numbers the boards 0, 1, 2… in the given order. */
export async function writeBoardOrder(db: Db, ids: number[]) {
  if (!ids.length) return;
  await db.execute(sql`update ${projectBoards} set position = o.ord - 1
    from unnest(${idArray(ids)}) with ordinality as o(id, ord)
    where ${projectBoards.id} = o.id and ${projectBoards.position} <> o.ord - 1`);
}

/**
 * A column marked done completes its open tasks now; unmarked, its tasks are open again
 * (a task is done exactly while it sits in a done column).
 */
export async function completeTasksOf(db: Db, columnId: number, done: boolean, at: Date) {
  await db
    .update(projectTasks)
    .set({ completedAt: done ? at : null, updatedAt: at })
    .where(
      and(
        eq(projectTasks.columnId, columnId),
        done ? isNull(projectTasks.completedAt) : isNotNull(projectTasks.completedAt),
      ),
    );
}
