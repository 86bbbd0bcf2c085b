import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardColumns, projects, projectTasks } from '../../db/schema/accountants';
import { users } from '../../db/schema/users';
import type { FirmScope } from '../firm-work/firm-scope';
import { personName, visibleProjects } from './projects.repository';

export type TaskRecord = typeof projectTasks.$inferSelect;
export type NewTaskRow = typeof projectTasks.$inferInsert;

function selectTasks(db: Db) {
  return db
    .select({
      task: projectTasks,
      assigneeName: personName(users.firstName, users.lastName, users.email),
    })
    .from(projectTasks)
    .leftJoin(users, eq(users.id, projectTasks.assigneeId));
}

export type TaskView = Awaited<ReturnType<typeof tasksOfProject>>[number];

/** Every task of a project, in column order. */
export async function tasksOfProject(db: Db, projectId: number) {
  return selectTasks(db)
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.columnId), asc(projectTasks.position), asc(projectTasks.id));
}

export async function findTaskView(db: Db, id: number) {
  const [row] = await selectTasks(db).where(eq(projectTasks.id, id));
  return row!;
}

/** A task of a project this person sees, with its column and project. */
export async function findTask(db: Db, firm: FirmScope, id: number) {
  const [row] = await db
    .select({ task: projectTasks, column: boardColumns, project: projects })
    .from(projectTasks)
    .innerJoin(boardColumns, eq(boardColumns.id, projectTasks.columnId))
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(and(eq(projectTasks.id, id), visibleProjects(firm)));
  return row;
}

/** Serialises changes to these columns' tasks, so positions stay contiguous. */
export async function lockColumns(db: Db, ids: number[]) {
  await db.execute(
    sql`select id from ${boardColumns} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}

/** The ids of a column's tasks in their order, leaving one out (the task being moved). */
export async function taskOrder(db: Db, columnId: number, except?: number) {
  const rows = await db
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(
      except === undefined
        ? eq(projectTasks.columnId, columnId)
        : and(eq(projectTasks.columnId, columnId), ne(projectTasks.id, except)),
    )
    .orderBy(asc(projectTasks.position), asc(projectTasks.id));
  return rows.map((r) => r.id);
}

/** Puts the tasks in this column, numbered 0, 1, 2… in the given order. */
export async function writeTaskOrder(db: Db, columnId: number, ids: number[]) {
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`update ${projectTasks} set position = o.ord - 1, column_id = ${columnId}
    from unnest(array[${list}]::int[]) with ordinality as o(id, ord)
    where ${projectTasks.id} = o.id
      and (${projectTasks.position} <> o.ord - 1 or ${projectTasks.columnId} <> ${columnId})`);
}

export async function countTasks(db: Db, columnId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(projectTasks)
    .where(eq(projectTasks.columnId, columnId));
  return row?.n ?? 0;
}

export async function insertTask(db: Db, values: NewTaskRow) {
  const [row] = await db.insert(projectTasks).values(values).returning();
  return row!;
}

export async function updateTask(db: Db, id: number, change: Partial<NewTaskRow>) {
  const [row] = await db
    .update(projectTasks)
    .set(change)
    .where(eq(projectTasks.id, id))
    .returning();
  return row!;
}

export async function deleteTask(db: Db, id: number) {
  await db.delete(projectTasks).where(eq(projectTasks.id, id));
}
