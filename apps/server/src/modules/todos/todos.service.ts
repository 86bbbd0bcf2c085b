import type {
  Todo,
  TodoBulkStatus,
  TodoInput,
  TodoPatch,
  TodoQuery,
  TodoFilters,
  TodoStatus,
} from '@portal/contracts/schemas/todos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/http-error';
import { dispatchEmails } from '../mail/mail.service';
import { sendNotice } from '../notifications/send-notice';
import { activeCompanyOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import {
  assignees,
  companyExists,
  countTodos,
  deleteTodos,
  findTodoView,
  findVisible,
  insertTodo,
  listTodos,
  setStatuses,
  tagColours,
  tagCounts,
  updateTodo,
} from './todos.repository';
import type { NewTodo, TodoFilter, TodoView, TodoViewer } from './todos.repository';

const GRAY = 'gray';

/** In-house staff (not switched) work on every company's to-dos; others in their active company. */
export function todoViewerOf(scope: Scope): TodoViewer {
  return scope.all ? { kind: 'all' } : { kind: 'company', companyId: activeCompanyOf(scope) };
}

function toTodo(view: TodoView, colours: Map<string, string>): Todo {
  const t = view.todo;
  const ref = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? '' };
  return {
    id: t.id,
    task: t.task,
    description: t.description,
    due_date: t.dueDate,
    tags: t.tags.map((name) => ({
      name,
      colour: colours.get(name.toLocaleLowerCase('sv')) ?? GRAY,
    })),
    assignee: ref(t.assigneeId, view.assigneeName),
    status: t.status as TodoStatus,
    overdue: view.overdue,
    completed_at: t.completedAt?.toISOString() ?? null,
    company: ref(t.companyId, view.companyName),
    created_by: ref(t.createdBy, view.authorName),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

function filterOf(scope: Scope, query: TodoFilters): TodoFilter {
  const { assignee, company } = query;
  return {
    q: query.q,
    tag: query.tag,
    assignee: assignee === 'me' ? scope.userId : assignee === 'none' ? null : assignee,
    dueFrom: query.due_from,
    dueTo: query.due_to,
    company: company === 'internal' ? null : company,
  };
}

export async function listTodosFor(ctx: AppContext, scope: Scope, query: TodoQuery) {
  const viewer = todoViewerOf(scope);
  const { count, rows } = await listTodos(
    ctx.db,
    viewer,
    {
      ...filterOf(scope, query),
      statuses: query.status,
      overdue: query.overdue,
      ordering: query.ordering,
      limit: query.limit,
      offset: query.offset,
    },
    ctx.clock.now(),
  );
  const colours = await tagColours(ctx.db);
  return { count, results: rows.map((row) => toTodo(row, colours)) };
}

export async function todoCounts(ctx: AppContext, scope: Scope, query: TodoFilters) {
  return countTodos(ctx.db, todoViewerOf(scope), filterOf(scope, query), ctx.clock.now());
}

export async function todoTags(ctx: AppContext, scope: Scope) {
  const [rows, colours] = await Promise.all([
    tagCounts(ctx.db, todoViewerOf(scope)),
    tagColours(ctx.db),
  ]);
  return {
    results: rows.map((r) => ({
      ...r,
      colour: colours.get(r.name.toLocaleLowerCase('sv')) ?? GRAY,
    })),
  };
}

/** Who may hold a to-do of the chosen company (in-house: `company`; others: their active one). */
export async function todoAssignees(
  ctx: AppContext,
  scope: Scope,
  company: number | 'internal' | undefined,
) {
  const viewer = todoViewerOf(scope);
  const companyId =
    viewer.kind === 'company'
      ? viewer.companyId
      : company === 'internal'
        ? null
        : (company ?? null);
  return { results: await assignees(ctx.db, companyId) };
}

export async function getTodo(ctx: AppContext, scope: Scope, id: number): Promise<Todo> {
  const view = await findTodoView(ctx.db, todoViewerOf(scope), id, ctx.clock.now());
  if (!view) throw notFound();
  return toTodo(view, await tagColours(ctx.db));
}

const noSuch = (field: string) =>
  fieldError('validation_error', field, 'validation.no_such', { field });

/** The company a new or moved to-do belongs to; only in-house staff choose it. */
async function companyFor(ctx: AppContext, viewer: TodoViewer, asked: number | null | undefined) {
  if (viewer.kind === 'company') {
    if (asked !== undefined && asked !== viewer.companyId) throw noSuch('company');
    return viewer.companyId;
  }
  if (asked === undefined || asked === null) return null;
  if (!(await companyExists(ctx.db, asked))) throw noSuch('company');
  return asked;
}

async function checkAssignee(db: Db, companyId: number | null, assignee: number | null) {
  if (assignee === null) return;
  if ((await assignees(db, companyId, assignee)).length === 0) throw noSuch('assignee');
}

/** Tells a newly chosen assignee (not the person choosing) about the to-do, in the transaction. */
async function tellAssignee(
  ctx: AppContext,
  tx: Db,
  scope: Scope,
  todo: { id: number; task: string; assigneeId: number | null },
) {
  if (todo.assigneeId === null || todo.assigneeId === scope.userId) return [];
  return sendNotice(ctx, tx, todo.assigneeId, {
    kind: 'todos',
    title: 'todos.notices.assigned_title',
    text: 'todos.notices.assigned_text',
    params: { task: todo.task },
    link: `/todos?id=${todo.id}`,
  });
}

export async function createTodo(ctx: AppContext, scope: Scope, input: TodoInput) {
  const viewer = todoViewerOf(scope);
  const companyId = await companyFor(ctx, viewer, input.company);
  const assigneeId = input.assignee ?? null;
  await checkAssignee(ctx.db, companyId, assigneeId);
  const now = ctx.clock.now();
  const status = input.status ?? 'pending';
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    const row = await insertTodo(tx, {
      companyId,
      task: input.task,
      description: input.description ?? '',
      dueDate: input.due_date ?? null,
      tags: input.tags ?? [],
      assigneeId,
      status,
      completedAt: status === 'done' ? now : null,
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    return { row, mail: await tellAssignee(ctx, tx, scope, row) };
  });
  await dispatchEmails(ctx, mail);
  return getTodo(ctx, scope, row.id);
}

export async function patchTodo(ctx: AppContext, scope: Scope, id: number, patch: TodoPatch) {
  const viewer = todoViewerOf(scope);
  const current = await findTodoView(ctx.db, viewer, id, ctx.clock.now());
  if (!current) throw notFound();
  const before = current.todo;
  const companyId =
    patch.company === undefined ? before.companyId : await companyFor(ctx, viewer, patch.company);
  const assigneeId = patch.assignee === undefined ? before.assigneeId : patch.assignee;
  // a kept assignee must still fit when the to-do moves to another company
  if (patch.assignee !== undefined || companyId !== before.companyId)
    await checkAssignee(ctx.db, companyId, assigneeId);
  const now = ctx.clock.now();
  const change: Partial<NewTodo> = {
    companyId,
    assigneeId,
    updatedBy: scope.actorId,
    updatedAt: now,
  };
  if (patch.task !== undefined) change.task = patch.task;
  if (patch.description !== undefined) change.description = patch.description;
  if (patch.tags !== undefined) change.tags = patch.tags;
  if (patch.due_date !== undefined && patch.due_date !== before.dueDate) {
    change.dueDate = patch.due_date;
    change.overdueNotifiedAt = null; // a new due date is told about anew
  }
  if (patch.status !== undefined && patch.status !== before.status) {
    change.status = patch.status;
    change.completedAt = patch.status === 'done' ? now : null;
  }
  const mail = await ctx.db.transaction(async (tx) => {
    const row = await updateTodo(tx, viewer, id, change);
    if (!row) throw notFound();
    return row.assigneeId !== before.assigneeId ? tellAssignee(ctx, tx, scope, row) : [];
  });
  await dispatchEmails(ctx, mail);
  return getTodo(ctx, scope, id);
}

export async function removeTodo(ctx: AppContext, scope: Scope, id: number) {
  if ((await deleteTodos(ctx.db, todoViewerOf(scope), [id])) !== 1) throw notFound();
}

/** All of `ids` must be the caller's to-dos, or nothing changes (404, as for one unknown id). */
async function ownAll(tx: Db, viewer: TodoViewer, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await findVisible(tx, viewer, unique);
  if (found.length !== unique.length) throw notFound();
  return unique;
}

export async function bulkStatus(ctx: AppContext, scope: Scope, input: TodoBulkStatus) {
  const viewer = todoViewerOf(scope);
  const count = await ctx.db.transaction(async (tx) => {
    const ids = await ownAll(tx, viewer, input.ids);
    return setStatuses(tx, ids, input.status, scope.actorId, ctx.clock.now());
  });
  return { count };
}

export async function bulkDelete(ctx: AppContext, scope: Scope, ids: number[]) {
  const viewer = todoViewerOf(scope);
  const count = await ctx.db.transaction(async (tx) => {
    const unique = await ownAll(tx, viewer, ids);
    return deleteTodos(tx, viewer, unique);
  });
  return { count };
}
