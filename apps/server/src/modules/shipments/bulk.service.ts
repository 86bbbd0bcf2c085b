import type { AppLocale } from '@portal/contracts/i18n/resources';
import { ShipmentInput } from '@portal/contracts/schemas/shipments';
import type { ShipmentBulkJob } from '@portal/contracts/schemas/shipments';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { periodicTasks } from '../../db/schema/engine';
import { salesOrders } from '../../db/schema/sales';
import { notFound } from '../../http/http-error';
import { insertTask, updateTask } from '../engine/tasks.repository';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { draftOf } from './draft';
import { refusedWith, ShipmentRefused, wordProblems } from './problems';
import type { ProblemSource } from './problems';
import { buyShipment } from './purchase.service';
import { salesOrderOf, settingsOf } from './settings.repository';
import { shippingSubscriptionOf } from './shipping-app';

export const BULK_TASK = 'shipments_bulk';

interface BulkResult {
  order: number;
  order_number: string;
  ok: boolean;
  shipment: number | null;
  tracking_number: string | null;
  problems: ProblemSource[];
}

interface BulkKwargs {
  orders: number[];
  results: BulkResult[];
}

/** `POST /bulk/`: every order must be the company's; the job buys them one by one. */
export async function startBulk(
  ctx: AppContext,
  scope: Scope,
  orders: number[],
  locale: AppLocale,
) {
  const companyId = activeCompanyOf(scope);
  const unique = [...new Set(orders)];
  const found = await ctx.db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(
      and(
        inArray(salesOrders.id, unique),
        eq(salesOrders.companyId, companyId),
        eq(salesOrders.kind, 'order'),
      ),
    );
  if (found.length !== unique.length) throw notFound();
  const subscription = await shippingSubscriptionOf(ctx, companyId);
  if (!subscription) throw refusedWith('no_shipping_app');
  const kwargs: BulkKwargs = { orders: unique, results: [] };
  const task = await insertTask(ctx.db, {
    name: BULK_TASK,
    trigger: 'manual',
    syncType: 'element',
    status: 'pending',
    subscriptionId: subscription.id,
    companyId,
    kwargs: kwargs as unknown as Record<string, unknown>,
    counts: { total: unique.length, done: 0, succeeded: 0, failed: 0 },
    createdBy: scope.actorId,
    createdAt: ctx.clock.now(),
  });
  await ctx.queue.send('shipments.bulk', { taskId: task.id });
  return bulkView(task, locale);
}

function bulkView(task: typeof periodicTasks.$inferSelect, locale: AppLocale): ShipmentBulkJob {
  const { results } = task.kwargs as unknown as BulkKwargs;
  const counts = task.counts;
  return {
    id: String(task.id),
    total: counts.total ?? 0,
    done: counts.done ?? 0,
    succeeded: counts.succeeded ?? 0,
    failed: counts.failed ?? 0,
    finished: task.status === 'success' || task.status === 'failure',
    results: results.map((r) => ({ ...r, problems: wordProblems(locale, r.problems) })),
  };
}

/** `GET /bulk/{job}/`: the company's bulk job, its progress and a result per order. */
export async function bulkJob(ctx: AppContext, scope: Scope, id: number, locale: AppLocale) {
  const [task] = await ctx.db
    .select()
    .from(periodicTasks)
    .where(
      and(
        eq(periodicTasks.id, id),
        eq(periodicTasks.name, BULK_TASK),
        eq(periodicTasks.companyId, activeCompanyOf(scope)),
      ),
    );
  if (!task) throw notFound();
  return bulkView(task, locale);
}

/** What stops an order's proposal being bought as it is, before anything is asked. */
function formProblems(issues: { path: PropertyKey[] }[]): ProblemSource[] {
  if (issues.some((i) => i.path[0] === 'receiver')) return [{ code: 'order_without_address' }];
  return [{ code: 'service_unknown', field: 'service', params: { service: '' } }];
}

/** Buys one order's proposal; its problems, never an exception, when it cannot be. */
async function buyOrder(
  ctx: AppContext,
  companyId: number,
  orderId: number,
  createdBy: number | null,
): Promise<BulkResult> {
  const order = await salesOrderOf(ctx.db, companyId, orderId);
  const base = { order: orderId, order_number: order?.orderNumber ?? '', shipment: null };
  const failed = (problems: ProblemSource[]) => ({
    ...base,
    ok: false,
    tracking_number: null,
    problems,
  });
  if (!order) return failed([{ code: 'order_without_address' }]);
  const draft = draftOf(order, await settingsOf(ctx.db, companyId));
  const parsed = ShipmentInput.safeParse({ ...draft.input, order_id: null });
  if (!parsed.success) return failed(formProblems(parsed.error.issues));
  try {
    const row = await buyShipment(ctx, companyId, parsed.data, createdBy);
    return {
      ...base,
      ok: true,
      shipment: row.id,
      tracking_number: row.trackingNumber,
      problems: [],
    };
  } catch (error) {
    if (error instanceof ShipmentRefused) return failed(error.problems);
    ctx.log.warn({ err: error, orderId }, 'bulk shipment failed');
    return failed([{ code: 'provider_unavailable' }]);
  }
}

/**
 * The bulk job (`shipments.bulk`): each order bought on its own, its result kept as it comes, so
 * one failing order never stops the others and a job taken up again skips the orders done.
 */
export async function runBulk(ctx: AppContext, taskId: number) {
  const [task] = await ctx.db.select().from(periodicTasks).where(eq(periodicTasks.id, taskId));
  if (!task || task.name !== BULK_TASK || task.companyId === null) return;
  if (task.status === 'success') return;
  const kwargs = task.kwargs as unknown as BulkKwargs;
  const results = [...kwargs.results];
  await updateTask(ctx.db, taskId, { status: 'started', startedAt: ctx.clock.now() });
  for (const orderId of kwargs.orders) {
    if (results.some((r) => r.order === orderId)) continue;
    results.push(await buyOrder(ctx, task.companyId, orderId, task.createdBy));
    const succeeded = results.filter((r) => r.ok).length;
    await updateTask(ctx.db, taskId, {
      kwargs: { ...kwargs, results } as unknown as Record<string, unknown>,
      counts: {
        total: kwargs.orders.length,
        done: results.length,
        succeeded,
        failed: results.length - succeeded,
      },
    });
  }
  const succeeded = results.filter((r) => r.ok).length;
  await updateTask(ctx.db, taskId, {
    status: 'success',
    result: `${succeeded} of ${kwargs.orders.length} shipments bought`,
    completedAt: ctx.clock.now(),
  });
}
