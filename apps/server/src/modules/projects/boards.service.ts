import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { z } from 'zod';
import type { ColumnInput, ColumnPatch } from '@portal/contracts/schemas/projects';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import {
  boardOrder,
  columnOrder,
  completeTasksOf,
  countBoards,
  countTasksIn,
  deleteBoard,
  deleteColumn,
  findBoard,
  findColumn,
  insertColumn,
  lockBoard,
  updateBoard,
  updateColumn,
  writeBoardOrder,
  writeColumnOrder,
} from './boards.repository';
import { columnsOf } from './boards.repository';
import { insertBoardWithColumns } from './project-factory';
import { findProject } from './projects.repository';
import { projectDetail } from './projects.service';

/** A new board of the project, with the default columns, after the others. */
export async function addBoard(
  ctx: AppContext,
  scope: Scope,
  projectId: number,
  name: string,
  locale: AppLocale,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!(await findProject(ctx.db, firm, projectId))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const position = await countBoards(tx, projectId);
    await insertBoardWithColumns(tx, projectId, name, position, locale);
  });
  return projectDetail(ctx, firm, projectId);
}

export async function renameBoard(ctx: AppContext, scope: Scope, id: number, name: string) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findBoard(ctx.db, firm, id);
  if (!found) throw notFound();
  await updateBoard(ctx.db, id, { name });
  return projectDetail(ctx, firm, found.project.id);
}

/** Deletes the board with its columns and their tasks; the other boards close up. */
export async function removeBoard(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findBoard(ctx.db, firm, id);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, [id]);
    const tasks = await countTasksIn(
      tx,
      columns.map((c) => c.id),
    );
    await deleteBoard(tx, id);
    await writeBoardOrder(tx, await boardOrder(tx, found.project.id));
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'project_board',
      entityId: id,
      action: 'deleted',
      firmId: firm.firmId,
      oldData: { ...snapshot(found.board), column_count: columns.length, task_count: tasks },
    });
  });
}

/** A new column at the end of the board. */
export async function addColumn(
  ctx: AppContext,
  scope: Scope,
  boardId: number,
  input: z.output<typeof ColumnInput>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findBoard(ctx.db, firm, boardId);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockBoard(tx, boardId);
    const order = await columnOrder(tx, boardId);
    await insertColumn(tx, {
      boardId,
      title: input.title,
      done: input.done ?? false,
      position: order.length,
    });
  });
  return projectDetail(ctx, firm, found.project.id);
}

/** Renames, marks done or not (its tasks follow), or moves the column among its board's. */
export async function patchColumn(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: z.output<typeof ColumnPatch>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findColumn(ctx.db, firm, id);
  if (!found) throw notFound();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockBoard(tx, found.board.id);
    if (patch.title !== undefined || patch.done !== undefined)
      await updateColumn(tx, id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.done !== undefined ? { done: patch.done } : {}),
      });
    if (patch.done !== undefined && patch.done !== found.column.done)
      await completeTasksOf(tx, id, patch.done, now);
    if (patch.position !== undefined) {
      const others = (await columnOrder(tx, found.board.id)).filter((other) => other !== id);
      others.splice(Math.min(patch.position, others.length), 0, id);
      await writeColumnOrder(tx, others);
    }
  });
  return projectDetail(ctx, firm, found.project.id);
}

/** Deletes the column with its tasks; the other columns close up. */
export async function removeColumn(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findColumn(ctx.db, firm, id);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockBoard(tx, found.board.id);
    const tasks = await countTasksIn(tx, [id]);
    await deleteColumn(tx, id);
    await writeColumnOrder(tx, await columnOrder(tx, found.board.id));
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'board_column',
      entityId: id,
      action: 'deleted',
      firmId: firm.firmId,
      oldData: { ...snapshot(found.column), task_count: tasks },
    });
  });
}
