import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ProjectInput, ProjectPatch } from '@portal/contracts/schemas/projects';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { boardsOf, columnsOf } from './boards.repository';
import { insertProjectWithBoard } from './project-factory';
import { toBoards, toProject, toProjectDetail } from './project-view';
import {
  clientChoices,
  deleteProject,
  findProject,
  findProjectView,
  firmAccountants,
  listProjects,
  updateProject,
} from './projects.repository';
import type { ProjectFilter } from './projects.repository';
import { tasksOfProject } from './tasks.repository';

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** An empty date input means no date. */
export const dayOrNull = (value: string | null | undefined) => (value ? value : null);

export async function listProjectsPage(ctx: AppContext, scope: Scope, filter: ProjectFilter) {
  const firm = await firmScopeOf(ctx.db, scope);
  const today = dayOf(ctx.clock.now());
  const { count, rows } = await listProjects(ctx.db, firm, filter, today);
  return { count, results: rows.map((row) => toProject(row, today)) };
}

/** The project with its boards, columns and tasks, as this person sees it (else 404). */
export async function projectDetail(ctx: AppContext, firm: FirmScope, id: number, db: Db = ctx.db) {
  const today = dayOf(ctx.clock.now());
  const view = await findProjectView(db, firm, id, today);
  if (!view) throw notFound();
  const boards = await boardsOf(db, id);
  const columns = await columnsOf(
    db,
    boards.map((b) => b.id),
  );
  const tasks = await tasksOfProject(db, id);
  return toProjectDetail(toProject(view, today), toBoards(boards, columns, tasks));
}

export async function getProject(ctx: AppContext, scope: Scope, id: number) {
  return projectDetail(ctx, await firmScopeOf(ctx.db, scope), id);
}

/** The client must be one of the firm's clients the person sees; the end not before the start. */
function checkProject(
  firm: FirmScope,
  input: ProjectPatch,
  start: string | null,
  end: string | null,
) {
  if (input.client !== undefined && input.client !== null && !seesClient(firm, input.client))
    throw fieldError('validation_error', 'client', 'validation.no_such');
  if (start && end && end < start)
    throw fieldError('validation_error', 'end_date', 'projects.errors.end_before_start');
}

export async function createProject(
  ctx: AppContext,
  scope: Scope,
  input: ProjectInput,
  locale: AppLocale,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const start = dayOrNull(input.start_date);
  const end = dayOrNull(input.end_date);
  checkProject(firm, input, start, end);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const { project } = await insertProjectWithBoard(
      tx,
      {
        firmId: firm.firmId,
        companyId: input.client ?? null,
        name: input.name,
        description: input.description ?? '',
        internal: input.internal ?? false,
        startDate: start,
        endDate: end,
        createdBy: scope.actorId,
      },
      locale,
    );
    await recordEvent(tx, scope, now, {
      entity: 'project',
      entityId: project.id,
      action: 'created',
      firmId: firm.firmId,
      newData: snapshot(project),
    });
    return project.id;
  });
  return projectDetail(ctx, firm, id);
}

export async function patchProject(ctx: AppContext, scope: Scope, id: number, patch: ProjectPatch) {
  const firm = await firmScopeOf(ctx.db, scope);
  const current = await findProject(ctx.db, firm, id);
  if (!current) throw notFound();
  const start = patch.start_date !== undefined ? dayOrNull(patch.start_date) : current.startDate;
  const end = patch.end_date !== undefined ? dayOrNull(patch.end_date) : current.endDate;
  checkProject(firm, patch, start, end);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await updateProject(tx, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.client !== undefined ? { companyId: patch.client } : {}),
      ...(patch.internal !== undefined ? { internal: patch.internal } : {}),
      startDate: start,
      endDate: end,
      updatedBy: scope.actorId,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'project',
      entityId: id,
      action: 'updated',
      firmId: firm.firmId,
      oldData: snapshot({ ...current, updatedAt: null, updatedBy: null }),
      newData: snapshot({ ...row, updatedAt: null, updatedBy: null }),
    });
  });
  return projectDetail(ctx, firm, id);
}

/** Deletes the project with its boards, columns and tasks (the database cascades). */
export async function removeProject(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const current = await findProject(ctx.db, firm, id);
  if (!current) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteProject(tx, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'project',
      entityId: id,
      action: 'deleted',
      firmId: firm.firmId,
      oldData: snapshot(current),
    });
  });
}

export async function projectOptions(ctx: AppContext, scope: Scope) {
  const firm = await firmScopeOf(ctx.db, scope);
  return {
    clients: await clientChoices(ctx.db, firm),
    accountants: await firmAccountants(ctx.db, firm.firmId),
  };
}
