import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TaskInput, TaskMove, TaskPatch } from '@portal/contracts/schemas/projects';
import type { AppContext } from '../../context';
import type { ChecklistItem } from '../../db/schema/accountants';
import { fieldError, notFound } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { findColumn } from './boards.repository';
import { toTask } from './project-view';
import { isFirmAccountant } from './projects.repository';
import { dayOrNull, projectDetail } from './projects.service';
import {
  countTasks,
  deleteTask,
  findTask,
  findTaskView,
  insertTask,
  lockColumns,
  taskOrder,
  updateTask,
  writeTaskOrder,
} from './tasks.repository';
import type { NewTaskRow } from './tasks.repository';

type Fields = Partial<z.output<typeof TaskPatch>>;

/** Tags once each (the first spelling wins), checklist items with an id each. */
function columnsOf(fields: Fields): Partial<NewTaskRow> {
  const tags = fields.tags?.filter(
    (tag, i, all) => all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i,
  );
  const seen = new Set<string>();
  const checklist = fields.checklist?.map((item): ChecklistItem => {
    const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
    seen.add(id);
    return { id, text: item.text, done: item.done };
  });
  return {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.due_date !== undefined ? { dueDate: dayOrNull(fields.due_date) } : {}),
    ...(fields.assignee !== undefined ? { assigneeId: fields.assignee } : {}),
    ...(tags ? { tags } : {}),
    ...(checklist ? { checklist } : {}),
  };
}

/** The assignee must be an accountant of the firm. */
async function checkAssignee(ctx: AppContext, firm: FirmScope, fields: Fields) {
  if (fields.assignee === undefined || fields.assignee === null) return;
  if (!(await isFirmAccountant(ctx.db, firm.firmId, fields.assignee)))
    throw fieldError('validation_error', 'assignee', 'validation.no_such');
}

/** A new task at the end of the column (done at once when the column counts as done). */
export async function createTask(
  ctx: AppContext,
  scope: Scope,
  columnId: number,
  input: z.output<typeof TaskInput>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findColumn(ctx.db, firm, columnId);
  if (!found) throw notFound();
  await checkAssignee(ctx, firm, input);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    await lockColumns(tx, [columnId]);
    const row = await insertTask(tx, {
      ...columnsOf(input),
      title: input.title,
      projectId: found.project.id,
      columnId,
      position: await countTasks(tx, columnId),
      completedAt: found.column.done ? now : null,
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    return row.id;
  });
  return toTask(await findTaskView(ctx.db, id));
}

export async function patchTask(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: z.output<typeof TaskPatch>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!(await findTask(ctx.db, firm, id))) throw notFound();
  await checkAssignee(ctx, firm, patch);
  await updateTask(ctx.db, id, {
    ...columnsOf(patch),
    updatedBy: scope.actorId,
    updatedAt: ctx.clock.now(),
  });
  return toTask(await findTaskView(ctx.db, id));
}

/**
 * Moves the task to `position` in a column of the same project. Both columns stay numbered
 * 0, 1, 2…; entering a done column completes the task, leaving it opens it again.
 */
export async function moveTask(
  ctx: AppContext,
  scope: Scope,
  id: number,
  move: z.output<typeof TaskMove>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findTask(ctx.db, firm, id);
  if (!found) throw notFound();
  const target = await findColumn(ctx.db, firm, move.column);
  if (!target) throw notFound();
  if (target.project.id !== found.project.id)
    throw fieldError('validation_error', 'column', 'projects.errors.other_project');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockColumns(tx, [...new Set([found.column.id, target.column.id])]);
    // read again under the lock: a concurrent move may have taken it elsewhere
    const current = await findTask(tx, firm, id);
    if (!current) throw notFound();
    const from = current.column.id;
    if (from !== target.column.id) await writeTaskOrder(tx, from, await taskOrder(tx, from, id));
    const order = await taskOrder(tx, target.column.id, id);
    order.splice(Math.min(move.position, order.length), 0, id);
    await writeTaskOrder(tx, target.column.id, order);
    const completedAt = target.column.done ? (current.task.completedAt ?? now) : null;
    if (from !== target.column.id || completedAt !== current.task.completedAt)
      await updateTask(tx, id, { completedAt, updatedBy: scope.actorId, updatedAt: now });
  });
  return projectDetail(ctx, firm, found.project.id);
}

/** Deletes the task; the others in its column close up. */
export async function removeTask(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const found = await findTask(ctx.db, firm, id);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await lockColumns(tx, [found.column.id]);
    await deleteTask(tx, id);
    await writeTaskOrder(tx, found.column.id, await taskOrder(tx, found.column.id));
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'project_task',
      entityId: id,
      action: 'deleted',
      firmId: firm.firmId,
      oldData: snapshot(found.task),
    });
  });
}
