import { stockholmDay } from '@portal/contracts/dates';
import { CONSULTATION_RATE_ORE } from '@portal/contracts/schemas/client-rates';
import type { TimeEntry, TimeTotals } from '@portal/contracts/schemas/time-tracking';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { Message } from '../../http/http-error';
import { currentRate } from '../client-rates/client-rates.repository';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import type { EntryView, RawTotals, TimeScope } from './time-entries.repository';
import { findProject, findTask } from './time-reports.repository';
import { oreOfMinuteRates, sek } from './time-values';

/** ADR 032: a master accountant sees everyone's time in the firm, anyone else their own. */
export async function timeScopeOf(ctx: AppContext, scope: Scope): Promise<TimeScope> {
  const firm = await firmScopeOf(ctx.db, scope);
  return {
    firmId: firm.firmId,
    userId: scope.userId,
    clientIds: firm.clientIds,
    seesEveryone: scope.role === 'MasterAccountant',
  };
}

export function toTotals(raw: RawTotals): TimeTotals {
  return {
    minutes: Number(raw.minutes),
    billable_minutes: Number(raw.billableMinutes),
    value: sek(oreOfMinuteRates(Number(raw.minuteRates))),
    billable_value: sek(oreOfMinuteRates(Number(raw.billableMinuteRates))),
  };
}

export function toTimeEntry(view: EntryView, callerId: number): TimeEntry {
  const e = view.entry;
  return {
    id: e.id,
    user: { id: e.userId, name: view.personName },
    own: e.userId === callerId,
    client: e.companyId,
    client_name: view.clientName,
    project: e.projectId,
    project_name: view.projectName,
    task: e.taskId,
    task_title: view.taskTitle,
    date: e.date,
    minutes: e.minutes,
    running_since: e.runningSince?.toISOString() ?? null,
    billable: e.billable,
    description: e.description,
    hourly_rate: e.hourlyRate === null ? null : sek(e.hourlyRate),
    value: sek(oreOfMinuteRates(e.minutes * (e.hourlyRate ?? 0))),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** öre per hour an entry of this client is valued at now; internal time at the consultation rate. */
export async function rateFor(db: Db, firmId: number, companyId: number | null) {
  return companyId === null ? CONSULTATION_RATE_ORE : currentRate(db, firmId, companyId);
}

export interface Work {
  client: number | null;
  project: number | null;
  task: number | null;
  billable: boolean;
}

/**
 * What an entry is for must hold together: a client the person sees, a project of the firm on
 * that client, a task of that project; internal time is never billable; no day ahead of today.
 * Every broken rule is one field's error, all in one answer.
 */
export async function checkWork(
  ctx: AppContext,
  ts: TimeScope,
  work: Work,
  date?: string,
): Promise<void> {
  const errors: Record<string, Message[]> = {};
  const fail = (field: string, key: string) => (errors[field] ??= [{ key, params: { field } }]);
  if (work.client !== null && !ts.clientIds.includes(work.client))
    fail('client', 'validation.no_such');
  if (work.project !== null) {
    const project = await findProject(ctx.db, ts.firmId, work.project);
    if (!project || (project.companyId !== null && !ts.clientIds.includes(project.companyId)))
      fail('project', 'validation.no_such');
    else if (project.companyId !== work.client) fail('project', 'time.errors.project_client');
  }
  if (work.task !== null) {
    const task = await findTask(ctx.db, work.task);
    if (work.project === null) fail('task', 'time.errors.task_without_project');
    else if (!task || task.projectId !== work.project) fail('task', 'time.errors.task_project');
  }
  if (work.billable && work.client === null) fail('billable', 'time.errors.internal_billable');
  if (date !== undefined && date > stockholmDay(ctx.clock.now()))
    fail('date', 'time.errors.date_future');
  if (Object.keys(errors).length) throw new HttpError(400, 'validation_error', { errors });
}
