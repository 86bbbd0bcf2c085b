import type { PeriodicTask, SyncEntry, TriggerTaskRequest } from '@portal/contracts/schemas/sync';
import { TASK_KWARGS } from '@portal/contracts/schemas/sync';
import type { AppContext } from '../../context';
import type { PeriodicTaskRow } from '../../db/schema/engine';
import type { syncEntries } from '../../db/schema/sync';
import { fieldError, notFound, refusal } from '../../http/http-error';
import { findScopedSubscription } from '../subscriptions/subscriptions.repository';
import type { Scope } from '../tenancy/scope';
import { apiLogPage, entryPage, taskPage } from './engine.repository';
import type { ApiLogFilter, EntryFilter, TaskFilter } from './engine.repository';
import { queueElement, queueRun } from './scheduler';
import { orderOfRefund } from '../sales/manual-sync.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTaskDto(task: PeriodicTaskRow, company: string | null): PeriodicTask {
  return {
    id: task.id,
    name: task.name,
    trigger: task.trigger as PeriodicTask['trigger'],
    sync_type: task.syncType as PeriodicTask['sync_type'],
    status: task.status as PeriodicTask['status'],
    subscription_id: task.subscriptionId,
    company_id: task.companyId,
    company,
    kwargs: task.kwargs,
    result: task.result,
    counts: task.counts,
    created_at: task.createdAt.toISOString(),
    started_at: iso(task.startedAt),
    completed_at: iso(task.completedAt),
  };
}

function toEntryDto(entry: typeof syncEntries.$inferSelect, company: string): SyncEntry {
  return {
    id: entry.id,
    subscription_id: entry.subscriptionId,
    company_id: entry.companyId,
    company,
    source: entry.source,
    source_id: entry.sourceId,
    kind: entry.kind,
    reference_number: entry.referenceNumber,
    event_type: entry.eventType,
    element_type: entry.elementType,
    status: entry.status as SyncEntry['status'],
    reason: entry.reason,
    reason_key: entry.reasonKey,
    reason_params: entry.reasonParams,
    target_reference: entry.targetReference,
    updated_at: entry.updatedAt.toISOString(),
  };
}

export async function listTasks(ctx: AppContext, scope: Scope, filter: TaskFilter) {
  const { count, rows } = await taskPage(ctx.db, scope, filter);
  return { count, results: rows.map((r) => toTaskDto(r.task, r.company)) };
}

export async function listEntries(ctx: AppContext, scope: Scope, filter: EntryFilter) {
  const { count, rows } = await entryPage(ctx.db, scope, filter);
  return { count, results: rows.map((r) => toEntryDto(r.entry, r.company)) };
}

async function activeSubscription(ctx: AppContext, scope: Scope, id: number) {
  const found = await findScopedSubscription(ctx.db, scope, id);
  if (!found) throw notFound();
  if (found.subscription.status !== 'Active') throw refusal(409, 'subscription_not_active');
  return found;
}

/** "Sync now": a run of the subscription, or the one waiting already. */
export async function triggerRun(ctx: AppContext, scope: Scope, id: number, userId: number) {
  const { subscription, company } = await activeSubscription(ctx, scope, id);
  const task = await queueRun(ctx, subscription, { trigger: 'manual', createdBy: userId });
  if (task) return toTaskDto(task, company);
  // one is waiting already and does the same work: that is the answer
  const filter = { subscriptionId: id, status: 'pending', limit: 1, offset: 0 };
  const [waiting] = (await taskPage(ctx.db, scope, filter)).rows;
  return waiting ? toTaskDto(waiting.task, waiting.company) : null;
}

export async function triggerElement(
  ctx: AppContext,
  scope: Scope,
  id: number,
  element: { kind: string; id: string },
  userId: number,
) {
  const { subscription, company } = await activeSubscription(ctx, scope, id);
  // a refund is found through its order where the provider needs it (WooCommerce)
  const orderId =
    element.kind === 'refund' && !element.id.includes('/')
      ? await orderOfRefund(ctx.db, subscription.id, element.id)
      : undefined;
  const task = await queueElement(
    ctx,
    subscription,
    { ...element, ...(orderId ? { orderId } : {}) },
    {
      trigger: 'manual',
      createdBy: userId,
    },
  );
  return toTaskDto(task, company);
}

/** The trigger form of /period-tasks: a task name and its keyword arguments, each required. */
export async function triggerTask(
  ctx: AppContext,
  scope: Scope,
  request: TriggerTaskRequest,
  userId: number,
) {
  const needed = TASK_KWARGS[request.name];
  for (const key of needed) {
    if (!request.kwargs[key]) {
      throw fieldError('validation_error', `kwargs.${key}`, 'validation.required', { field: key });
    }
  }
  const subscriptionId = Number(request.kwargs.subscription_id);
  if (!Number.isSafeInteger(subscriptionId) || subscriptionId <= 0) {
    throw fieldError('validation_error', 'kwargs.subscription_id', 'validation.invalid', {
      field: 'subscription_id',
    });
  }
  if (request.name === 'sync_subscription') {
    return triggerRun(ctx, scope, subscriptionId, userId);
  }
  const kind = request.kwargs.kind!;
  if (!['order', 'refund', 'payout'].includes(kind)) {
    throw fieldError('validation_error', 'kwargs.kind', 'validation.invalid', { field: 'kind' });
  }
  return triggerElement(ctx, scope, subscriptionId, { kind, id: request.kwargs.id! }, userId);
}

export async function listApiLog(ctx: AppContext, scope: Scope, filter: ApiLogFilter) {
  const { count, rows } = await apiLogPage(ctx.db, scope, filter);
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      subscription_id: r.subscriptionId,
      connector_id: r.connectorId,
      method: r.method,
      url: r.url,
      status: r.status,
      duration_ms: r.durationMs,
      attempt: r.attempt,
      request_body: r.requestBody,
      response_body: r.responseBody,
      error: r.error,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
