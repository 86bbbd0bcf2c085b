import type {
  Schedule,
  ScheduleRun,
  ScheduleValues,
} from '@portal/contracts/schemas/scheduled-reports';
import { LAST_DAY, needsBudget, sectionsOf } from '@portal/contracts/schemas/scheduled-reports';
import type { AppContext } from '../../context';
import type { reportRuns } from '../../db/schema/ledger';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { ledgerCompanyOf, mayReadLedger } from '../ledger/ledger-scope';
import type { Scope } from '../tenancy/scope';
import { LAST_DAY_OF_MONTH, nextRunAfter } from './next-run';
import { findRun, listRuns } from './report-runs.repository';
import { recurrenceOf, runSchedule } from './run-schedule';
import type { ScheduleFilter, ScheduleView } from './scheduled-reports.repository';
import {
  budgetIdOf,
  budgetsById,
  budgetsOfCompany,
  deleteSchedule,
  findScheduleView,
  insertSchedule,
  listSchedules as listScheduleViews,
  sectionsColumn,
  sectionsOfRow,
  updateSchedule,
} from './scheduled-reports.repository';

type Budgets = Awaited<ReturnType<typeof budgetsById>>;

function toSchedule(view: ScheduleView, budgets: Budgets): Schedule {
  const r = view.row;
  const budgetId = budgetIdOf(r);
  const budget = budgets.find((b) => b.id === budgetId);
  return {
    id: r.id,
    company: { id: r.companyId!, name: view.companyName ?? '' },
    owner: { id: r.ownerId, name: view.ownerName },
    name: r.name,
    template: r.template as Schedule['template'],
    sections: sectionsOfRow(r),
    budget: budget ? { id: budget.id, name: budget.name, year: budget.year } : null,
    format: r.format as Schedule['format'],
    data_period: r.dataPeriod as Schedule['data_period'],
    frequency: r.frequency as Schedule['frequency'],
    time: r.time,
    day_of_week: r.dayOfWeek,
    day_of_month: r.dayOfMonth === LAST_DAY_OF_MONTH ? LAST_DAY : r.dayOfMonth,
    to: r.to,
    cc: r.cc,
    bcc: r.bcc,
    locale: r.locale === 'en' ? 'en' : 'sv',
    active: r.active,
    next_run_at: r.nextRunAt.toISOString(),
    last_run_at: r.lastRunAt?.toISOString() ?? null,
    last_status: (r.lastStatus as Schedule['last_status']) ?? null,
    last_error: r.lastStatus === 'failed' ? view.lastError : null,
    created_at: r.createdAt.toISOString(),
  };
}

async function toSchedules(ctx: AppContext, views: ScheduleView[]) {
  const ids = views.map((v) => budgetIdOf(v.row)).filter((id): id is number => id !== null);
  const budgets = await budgetsById(ctx.db, ids);
  return views.map((v) => toSchedule(v, budgets));
}

export function toRun(row: typeof reportRuns.$inferSelect): ScheduleRun {
  return {
    id: row.id,
    due_at: row.dueAt.toISOString(),
    status: row.status as ScheduleRun['status'],
    file_name: row.fileName,
    error: row.errorKey,
    created_at: row.createdAt.toISOString(),
  };
}

/** A schedule of a company the caller may read the books of; any other is "not found". */
async function visibleSchedule(ctx: AppContext, scope: Scope, id: number) {
  const view = await findScheduleView(ctx.db, id);
  if (!view?.row.companyId || !mayReadLedger(scope, view.row.companyId)) throw notFound();
  return view;
}

/** The columns of a schedule as entered: only what its template and frequency use is kept. */
async function columnsOf(ctx: AppContext, companyId: number, input: ScheduleValues) {
  const custom = input.template === 'custom' ? sectionsOf('custom', input.sections) : [];
  let budgetId: number | null = null;
  if (needsBudget(input.template, input.sections)) {
    const [budget] = await budgetsById(ctx.db, [input.budget!]);
    if (budget?.companyId !== companyId)
      throw fieldError('validation_error', 'budget', 'validation.no_such', { field: 'budget' });
    budgetId = budget.id;
  }
  const monthly = input.frequency !== 'daily' && input.frequency !== 'weekly';
  const day = input.day_of_month;
  const values = {
    name: input.name,
    template: input.template,
    sections: sectionsColumn(custom),
    budgetId,
    format: input.format,
    dataPeriod: input.data_period,
    frequency: input.frequency,
    time: input.time,
    dayOfWeek: input.frequency === 'weekly' ? input.day_of_week : null,
    dayOfMonth: monthly ? (day === LAST_DAY ? LAST_DAY_OF_MONTH : day) : null,
    to: input.to,
    cc: input.cc,
    bcc: input.bcc,
    locale: input.locale,
  };
  const now = ctx.clock.now();
  return { ...values, nextRunAt: nextRunAfter(recurrenceOf(values), now), updatedAt: now };
}

export async function listSchedules(ctx: AppContext, scope: Scope, filter: ScheduleFilter) {
  await ledgerCompanyOf(ctx.db, scope, filter.companyId);
  const { count, rows } = await listScheduleViews(ctx.db, filter);
  return { count, results: await toSchedules(ctx, rows) };
}

export async function getSchedule(ctx: AppContext, scope: Scope, id: number): Promise<Schedule> {
  const [schedule] = await toSchedules(ctx, [await visibleSchedule(ctx, scope, id)]);
  return schedule!;
}

export async function createSchedule(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  input: ScheduleValues,
) {
  await ledgerCompanyOf(ctx.db, scope, companyId);
  const values = await columnsOf(ctx, companyId, input);
  const id = await insertSchedule(ctx.db, {
    ...values,
    companyId,
    ownerId: scope.actorId,
    createdAt: values.updatedAt,
  });
  return getSchedule(ctx, scope, id);
}

export async function changeSchedule(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: ScheduleValues,
) {
  const view = await visibleSchedule(ctx, scope, id);
  await updateSchedule(ctx.db, id, await columnsOf(ctx, view.row.companyId!, input));
  return getSchedule(ctx, scope, id);
}

/** Pause, or resume from the next due time after now (times missed while paused are not made). */
export async function setScheduleActive(
  ctx: AppContext,
  scope: Scope,
  id: number,
  active: boolean,
) {
  const view = await visibleSchedule(ctx, scope, id);
  const now = ctx.clock.now();
  await updateSchedule(ctx.db, id, {
    active,
    updatedAt: now,
    ...(active ? { nextRunAt: nextRunAfter(recurrenceOf(view.row), now) } : {}),
  });
  return getSchedule(ctx, scope, id);
}

export async function removeSchedule(ctx: AppContext, scope: Scope, id: number) {
  await visibleSchedule(ctx, scope, id);
  await deleteSchedule(ctx.db, id);
}

/** Makes and sends the report now, for the period as of now; the schedule's times stay. */
export async function sendScheduleNow(ctx: AppContext, scope: Scope, id: number) {
  await visibleSchedule(ctx, scope, id);
  const runId = await runSchedule(ctx, id, ctx.clock.now(), 'now');
  if (runId === null) throw withDetail(409, 'conflict', 'schedules.errors.already_running');
  return toRun((await findRun(ctx.db, runId))!);
}

export async function listScheduleRuns(
  ctx: AppContext,
  scope: Scope,
  id: number,
  page: { limit: number; offset: number },
) {
  await visibleSchedule(ctx, scope, id);
  const { count, rows } = await listRuns(ctx.db, id, page.limit, page.offset);
  return { count, results: rows.map(toRun) };
}

export async function scheduleBudgets(ctx: AppContext, scope: Scope, companyId: number) {
  await ledgerCompanyOf(ctx.db, scope, companyId);
  return { results: await budgetsOfCompany(ctx.db, companyId) };
}
