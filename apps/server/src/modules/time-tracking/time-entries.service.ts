import { parseDuration } from '@portal/contracts/schemas/time-tracking';
import type { TimeEntryInput, TimeEntryPatch } from '@portal/contracts/schemas/time-tracking';
import type { AppContext } from '../../context';
import { notFound, withDetail } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import {
  deleteEntry,
  findEntry,
  findEntryView,
  insertEntry,
  listEntries,
  updateEntry,
} from './time-entries.repository';
import type { EntryFilter, TimeScope } from './time-entries.repository';
import { checkWork, rateFor, timeScopeOf, toTimeEntry, toTotals } from './time-work';

export async function listTimeEntries(ctx: AppContext, scope: Scope, filter: EntryFilter) {
  const ts = await timeScopeOf(ctx, scope);
  const { count, totals, rows } = await listEntries(ctx.db, ts, filter);
  return {
    count,
    totals: toTotals(totals),
    results: rows.map((row) => toTimeEntry(row, scope.userId)),
  };
}

async function entryView(ctx: AppContext, ts: TimeScope, id: number) {
  const view = await findEntryView(ctx.db, ts, id);
  if (!view) throw notFound();
  return toTimeEntry(view, ts.userId);
}

export async function getTimeEntry(ctx: AppContext, scope: Scope, id: number) {
  return entryView(ctx, await timeScopeOf(ctx, scope), id);
}

/** Time entered by hand, valued at the client's rate now (ADR 032). */
export async function createTimeEntry(ctx: AppContext, scope: Scope, input: TimeEntryInput) {
  const ts = await timeScopeOf(ctx, scope);
  const client = input.client ?? null;
  const work = {
    client,
    project: input.project ?? null,
    task: input.task ?? null,
    billable: input.billable ?? client !== null,
  };
  await checkWork(ctx, ts, work, input.date);
  const now = ctx.clock.now();
  const row = await insertEntry(ctx.db, {
    firmId: ts.firmId,
    userId: scope.userId,
    companyId: work.client,
    projectId: work.project,
    taskId: work.task,
    date: input.date,
    minutes: parseDuration(input.duration)!,
    billable: work.billable,
    description: input.description?.trim() ?? '',
    hourlyRate: await rateFor(ctx.db, ts.firmId, work.client),
    createdAt: now,
    updatedAt: now,
  });
  return entryView(ctx, ts, row.id);
}

/** One of the caller's own entries: another's is seen (by a master accountant) but not changed. */
async function ownEntry(ctx: AppContext, ts: TimeScope, id: number) {
  const entry = await findEntry(ctx.db, ts, id);
  if (!entry) throw notFound();
  if (entry.userId !== ts.userId) throw withDetail(403, 'permission_denied', 'time.errors.not_own');
  return entry;
}

export async function patchTimeEntry(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: TimeEntryPatch,
) {
  const ts = await timeScopeOf(ctx, scope);
  const current = await ownEntry(ctx, ts, id);
  const running = current.runningSince !== null;
  if (running && (patch.date !== undefined || patch.duration !== undefined))
    throw withDetail(409, 'conflict', 'time.errors.running');
  const client = patch.client !== undefined ? patch.client : current.companyId;
  const work = {
    client,
    project: patch.project !== undefined ? patch.project : current.projectId,
    task: patch.task !== undefined ? patch.task : current.taskId,
    // an entry moved to internal time is no longer billable unless the caller says otherwise
    billable: patch.billable ?? (client === null ? false : current.billable),
  };
  await checkWork(ctx, ts, work, patch.date);
  const revalue = !running && client !== current.companyId;
  await updateEntry(ctx.db, id, {
    companyId: work.client,
    projectId: work.project,
    taskId: work.task,
    billable: work.billable,
    ...(patch.date !== undefined ? { date: patch.date } : {}),
    ...(patch.duration !== undefined ? { minutes: parseDuration(patch.duration)! } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    ...(revalue ? { hourlyRate: await rateFor(ctx.db, ts.firmId, work.client) } : {}),
    updatedAt: ctx.clock.now(),
  });
  return entryView(ctx, ts, id);
}

export async function deleteTimeEntry(ctx: AppContext, scope: Scope, id: number) {
  const ts = await timeScopeOf(ctx, scope);
  await ownEntry(ctx, ts, id);
  await deleteEntry(ctx.db, id);
}
