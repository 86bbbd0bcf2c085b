import type {
  Recurrence,
  RecurrenceFrequency,
  RecurrenceInput,
  RecurrencePatch,
} from '@portal/contracts/schemas/workflow-templates';
import {
  LEAD_DAYS_DEFAULT,
  addDays,
  addMonths,
  isPeriodStart,
  periodLabel,
} from '@portal/contracts/schemas/workflow-templates';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, notFound } from '../../http/http-error';
import type { FirmScope } from '../firm-work/firm-scope';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { assertPeriodStart } from './days';
import { catchUpRecurrence, todayOf } from './recurrence-runs.service';
import {
  deleteRecurrence,
  findRecurrenceView,
  insertRecurrence,
  listRecurrences,
  updateRecurrence,
} from './recurrences.repository';
import type { RecurrenceView } from './recurrences.repository';
import { findTemplate } from './workflow-templates.repository';

function toRecurrence(view: RecurrenceView): Recurrence {
  const r = view.recurrence;
  const frequency = r.frequency as RecurrenceFrequency;
  return {
    id: r.id,
    template: r.templateId,
    client: { id: r.companyId, name: view.clientName },
    frequency,
    lead_days: r.leadDays,
    active: r.active,
    next_period_start: r.nextPeriodStart,
    next_period: periodLabel(r.nextPeriodStart, frequency),
    next_project_on: addDays(r.nextPeriodStart, -r.leadDays),
    last_project: view.lastProject,
    created_at: r.createdAt.toISOString(),
  };
}

/** The firm's template (404 otherwise) and the firm scope of the person asking. */
async function templateScope(ctx: AppContext, scope: Scope, templateId: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const template = await findTemplate(ctx.db, firm.firmId, templateId);
  if (!template) throw notFound();
  return { firm, template };
}

/** A client outside the person's scope is not found, like another firm's object. */
function assertClient(firm: FirmScope, clientId: number) {
  if (!seesClient(firm, clientId)) throw notFound();
}

const clientTaken = () => fieldError('validation_error', 'client', 'workflows.errors.client_taken');

export async function listTemplateRecurrences(ctx: AppContext, scope: Scope, templateId: number) {
  const { firm, template } = await templateScope(ctx, scope, templateId);
  return (await listRecurrences(ctx.db, template.id, firm.clientIds)).map(toRecurrence);
}

async function getRecurrence(ctx: AppContext, firm: FirmScope, templateId: number, id: number) {
  const view = await findRecurrenceView(ctx.db, { ...firm, templateId }, id);
  if (!view) throw notFound();
  return toRecurrence(view);
}

export async function createRecurrence(
  ctx: AppContext,
  scope: Scope,
  templateId: number,
  input: RecurrenceInput,
) {
  const { firm, template } = await templateScope(ctx, scope, templateId);
  assertClient(firm, input.client);
  const today = todayOf(ctx);
  assertPeriodStart('first_period_start', input.first_period_start, input.frequency, today);
  const now = ctx.clock.now();
  const row = await insertRecurrence(ctx.db, {
    firmId: firm.firmId,
    templateId: template.id,
    companyId: input.client,
    frequency: input.frequency,
    leadDays: input.lead_days ?? LEAD_DAYS_DEFAULT,
    nextPeriodStart: input.first_period_start,
    active: input.active ?? true,
    createdBy: scope.actorId,
    createdAt: now,
    updatedAt: now,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? clientTaken() : error;
  });
  // A period already within its lead days gets its project now, not at the next hourly run.
  await catchUpRecurrence(ctx.db, row.id, today, now);
  return getRecurrence(ctx, firm, template.id, row.id);
}

/** The period that holds `today`: where a resumed recurrence picks up (paused periods are skipped). */
function currentPeriodStart(today: string, frequency: RecurrenceFrequency) {
  let start = `${today.slice(0, 7)}-01`;
  while (!isPeriodStart(start, frequency)) start = addMonths(start, -1);
  return start;
}

export async function patchRecurrence(
  ctx: AppContext,
  scope: Scope,
  templateId: number,
  id: number,
  patch: RecurrencePatch,
) {
  const { firm, template } = await templateScope(ctx, scope, templateId);
  const current = await findRecurrenceView(ctx.db, { ...firm, templateId: template.id }, id);
  if (!current) throw notFound();
  if (patch.client !== undefined) assertClient(firm, patch.client);
  const today = todayOf(ctx);
  const was = current.recurrence;
  const frequency = patch.frequency ?? (was.frequency as RecurrenceFrequency);
  let next = patch.next_period_start ?? was.nextPeriodStart;
  if (patch.next_period_start !== undefined) {
    assertPeriodStart('next_period_start', next, frequency, today);
  } else if (patch.active === true && !was.active) {
    // resuming: the paused periods are not made afterwards; it continues with the current one
    const resumeAt = currentPeriodStart(today, frequency);
    if (next < resumeAt) next = resumeAt;
  }
  if (!isPeriodStart(next, frequency))
    throw fieldError(
      'validation_error',
      'next_period_start',
      `workflows.errors.period_start_${frequency}`,
    );
  await updateRecurrence(ctx.db, id, {
    ...(patch.client !== undefined ? { companyId: patch.client } : {}),
    ...(patch.lead_days !== undefined ? { leadDays: patch.lead_days } : {}),
    ...(patch.active !== undefined ? { active: patch.active } : {}),
    frequency,
    nextPeriodStart: next,
    updatedAt: ctx.clock.now(),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? clientTaken() : error;
  });
  await catchUpRecurrence(ctx.db, id, today, ctx.clock.now());
  return getRecurrence(ctx, firm, template.id, id);
}

export async function removeRecurrence(
  ctx: AppContext,
  scope: Scope,
  templateId: number,
  id: number,
) {
  const { firm, template } = await templateScope(ctx, scope, templateId);
  const current = await findRecurrenceView(ctx.db, { ...firm, templateId: template.id }, id);
  if (!current) throw notFound();
  await deleteRecurrence(ctx.db, id);
}
