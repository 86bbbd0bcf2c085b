import { randomUUID } from 'node:crypto';
import type {
  TemplateTaskInput,
  WorkflowTemplate,
  WorkflowTemplateInput,
  WorkflowTemplatePatch,
  WorkflowTemplateSummary,
} from '@portal/contracts/schemas/workflow-templates';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/http-error';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import {
  clientNames,
  countTemplateProjects,
  deleteTemplate,
  findTemplate,
  findTemplateRow,
  insertTemplate,
  listTemplates,
  replaceTemplateTasks,
  templateTasks,
  updateTemplate,
} from './workflow-templates.repository';
import type {
  TemplateFilter,
  TemplateRow,
  TemplateTaskRecord,
} from './workflow-templates.repository';

function toSummary(row: TemplateRow): WorkflowTemplateSummary {
  const t = row.template;
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    task_count: row.taskCount,
    span_days: row.spanDays,
    recurrence_count: row.recurrenceCount,
    updated_by:
      t.updatedBy === null
        ? null
        : { id: t.updatedBy, name: row.updaterName ?? row.updaterEmail ?? '' },
    updated_at: t.updatedAt.toISOString(),
  };
}

const toTask = (task: TemplateTaskRecord) => ({
  id: task.id,
  title: task.title,
  description: task.description,
  offset_days: task.offsetDays,
  checklist: task.checklist.map((item) => item.text),
  tags: task.tags,
});

export async function listWorkflowTemplates(
  ctx: AppContext,
  scope: Scope,
  query: Omit<TemplateFilter, 'firmId' | 'clientIds'>,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const { count, rows } = await listTemplates(ctx.db, { ...query, ...firm });
  return { count, results: rows.map(toSummary) };
}

export async function getWorkflowTemplate(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<WorkflowTemplate> {
  const firm = await firmScopeOf(ctx.db, scope);
  const row = await findTemplateRow(ctx.db, firm.firmId, id, firm.clientIds);
  if (!row) throw notFound();
  return {
    ...toSummary(row),
    tasks: (await templateTasks(ctx.db, id)).map(toTask),
    project_count: await countTemplateProjects(ctx.db, id),
    created_at: row.template.createdAt.toISOString(),
  };
}

/** The firm's clients this person sees: what the forms offer. */
export async function templateClients(ctx: AppContext, scope: Scope) {
  const firm = await firmScopeOf(ctx.db, scope);
  return clientNames(ctx.db, firm.clientIds);
}

/** Input tasks as rows: a kept task must be one of this template's (else it names nothing). */
function taskRows(input: TemplateTaskInput[], existing: TemplateTaskRecord[]) {
  const known = new Set(existing.map((task) => task.id));
  const ids = input.flatMap((task) => (task.id === undefined ? [] : [task.id]));
  if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length)
    throw fieldError('validation_error', 'tasks', 'validation.no_such', { field: 'tasks' });
  const before = new Map(existing.map((task) => [task.id, task.checklist]));
  return input.map((task) => ({
    ...(task.id === undefined ? {} : { id: task.id }),
    title: task.title,
    description: task.description,
    offsetDays: task.offset_days,
    // an unchanged item keeps its id
    checklist: task.checklist.map((text) => ({
      id: before.get(task.id ?? 0)?.find((item) => item.text === text)?.id ?? randomUUID(),
      text,
      done: false,
    })),
    tags: [...new Set(task.tags)],
  }));
}

async function writeTasks(db: Db, templateId: number, input: TemplateTaskInput[]) {
  const existing = await templateTasks(db, templateId);
  await replaceTemplateTasks(db, templateId, taskRows(input, existing));
}

export async function createWorkflowTemplate(
  ctx: AppContext,
  scope: Scope,
  input: WorkflowTemplateInput,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const now = ctx.clock.now();
  if (input.tasks.some((task) => task.id !== undefined))
    throw fieldError('validation_error', 'tasks', 'validation.no_such', { field: 'tasks' });
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertTemplate(tx, {
      firmId: firm.firmId,
      name: input.name,
      description: input.description,
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    await writeTasks(tx, created.id, input.tasks);
    return created;
  });
  return getWorkflowTemplate(ctx, scope, row.id);
}

/** Changes the template only: projects already made from it keep what they were made with. */
export async function patchWorkflowTemplate(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: WorkflowTemplatePatch,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!(await findTemplate(ctx.db, firm.firmId, id))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await updateTemplate(tx, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      updatedBy: scope.actorId,
      updatedAt: ctx.clock.now(),
    });
    if (patch.tasks !== undefined) await writeTasks(tx, id, patch.tasks);
  });
  return getWorkflowTemplate(ctx, scope, id);
}

export async function deleteWorkflowTemplate(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!(await findTemplate(ctx.db, firm.firmId, id))) throw notFound();
  await deleteTemplate(ctx.db, id);
}
