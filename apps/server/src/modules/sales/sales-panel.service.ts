import { formatMinor } from '@portal/connectors/money';
import type {
  ManualSyncRequest,
  Reason,
  SalesArticle,
  SalesCustomer,
  SalesOrder,
  SalesPayment,
  SalesVoucher,
  SyncProgress,
} from '@portal/contracts/schemas/sales';
import type { AppContext } from '../../context';
import type { BookedDocumentRow } from '../../db/schema/engine';
import type {
  SalesOrderRow,
  SalesPayoutRow,
  SyncedArticleRow,
  SyncedCustomerRow,
} from '../../db/schema/sales';
import { notFound, refusal } from '../../http/http-error';
import { queueElements } from '../engine/scheduler';
import type { Scope } from '../tenancy/scope';
import {
  articlePage,
  customerPage,
  orderPage,
  paymentPage,
  reasonsOf,
  voucherPage,
} from './sales-panel.repository';
import type { ListFilter, OrderFilter, VoucherFilter } from './sales-panel.repository';
import { activeSubscriptionsOf, elementsToSync, tasksOf } from './manual-sync.repository';

/** The company a list is of: the one asked for, if the caller may see it, else its active one. */
export function companyOf(scope: Scope, asked: number | undefined): number {
  const companyId = asked ?? scope.activeCompanyId;
  if (companyId === null || companyId === undefined) throw refusal(400, 'no_active_company');
  if (!scope.all && !scope.companyIds.includes(companyId)) throw notFound();
  return companyId;
}

/** A list's query as the repository takes it: the company checked against the caller's scope. */
export function listFilterOf<
  Q extends { company_id?: number; subscription_id?: number; limit: number; offset: number },
>(scope: Scope, { company_id, subscription_id, ...rest }: Q) {
  return {
    ...rest,
    companyId: companyOf(scope, company_id),
    ...(subscription_id ? { subscriptionId: subscription_id } : {}),
  };
}

const iso = (d: Date) => d.toISOString();
const money = (minor: number, currency: string) => formatMinor(minor, currency || 'SEK');

interface ReasonSource {
  reason: string;
  reasonKey: string | null;
  reasonParams: Record<string, string | number> | null;
}
const reasonOf = (r: ReasonSource): Reason => ({
  text: r.reason,
  key: r.reasonKey,
  params: r.reasonParams,
});

function syncOf(row: { syncStatus: string; syncEntryId: number | null }, reason: ReasonSource) {
  return {
    synced: row.syncStatus === 'Success',
    status: row.syncStatus as SalesOrder['status'],
    reason: reasonOf(reason),
    sync_entry_id: row.syncEntryId,
  };
}

type WithReason<T> = { reasonKey: string | null; reasonParams: ReasonSource['reasonParams'] } & T;

export function toOrderDto(r: WithReason<{ order: SalesOrderRow }>): SalesOrder {
  const o = r.order;
  return {
    id: o.id,
    subscription_id: o.subscriptionId,
    app: o.source,
    kind: o.kind as SalesOrder['kind'],
    order_number: o.orderNumber,
    customer: o.customer,
    customer_email: o.customerEmail,
    currency: o.currency,
    total: money(o.total, o.currency),
    order_date: o.orderDate,
    payment_method: o.paymentMethod,
    last_updated: iso(o.lastUpdated),
    number_in_accounting: o.numberInAccounting,
    number_in_app: o.sourceId,
    merchant_reference: o.merchantReference,
    reference_in_accounting: o.referenceInAccounting,
    reference_in_app: o.referenceInApp,
    ...syncOf(o, { reason: o.reason, ...r }),
  };
}

export function toArticleDto(r: WithReason<{ article: SyncedArticleRow }>): SalesArticle {
  const a = r.article;
  return {
    id: a.id,
    subscription_id: a.subscriptionId,
    app: a.source,
    product_number: a.productNumber,
    name: a.name,
    sku: a.sku,
    quantity: a.quantity,
    price: money(a.price, a.currency),
    currency: a.currency,
    vat_rate: a.vatRate,
    unit: a.unit,
    number_in_accounting: a.numberInAccounting,
    last_updated: iso(a.lastUpdated),
    ...syncOf(a, { reason: a.reason, ...r }),
  };
}

export function toCustomerDto(r: WithReason<{ customer: SyncedCustomerRow }>): SalesCustomer {
  const c = r.customer;
  return {
    id: c.id,
    subscription_id: c.subscriptionId,
    app: c.source,
    name: c.name,
    email: c.email,
    organisation_number: c.organisationNumber,
    address: [c.address1, c.address2, [c.zipCode, c.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    city: c.city,
    country: c.country,
    customer_number: c.customerNumber,
    last_updated: iso(c.lastUpdated),
    ...syncOf(c, { reason: c.reason, ...r }),
  };
}

export function toVoucherDto(d: BookedDocumentRow): SalesVoucher {
  const space = d.reference.lastIndexOf(' ');
  const isVoucher = d.type === 'voucher' && space > 0;
  const amount = d.rows.reduce((sum, row) => sum + row.debit, 0);
  return {
    id: d.id,
    subscription_id: d.subscriptionId,
    type: d.type as SalesVoucher['type'],
    kind: d.kind,
    series: isVoucher ? d.reference.slice(0, space) : '',
    number: isVoucher ? d.reference.slice(space + 1) : d.reference,
    transaction_date: d.date,
    description: d.description,
    currency: d.currency,
    amount: money(amount, d.currency),
    rows: d.rows.map((row) => ({
      account: row.account,
      debit: money(row.debit, d.currency),
      credit: money(row.credit, d.currency),
      description: row.description,
    })),
    created_at: iso(d.createdAt),
  };
}

export function toPaymentDto(r: WithReason<{ payout: SalesPayoutRow }>): SalesPayment {
  const p = r.payout;
  const fees = p.transactions.reduce((sum, t) => sum + t.fee, 0);
  return {
    id: p.id,
    subscription_id: p.subscriptionId,
    app: p.source,
    payout_id: p.payoutId,
    payment_date: p.paymentDate,
    date_created: iso(p.createdAt),
    currency: p.currency,
    amount: money(p.amount, p.currency),
    fees: money(fees, p.currency),
    transactions: p.transactions.length,
    number_in_accounting: p.numberInAccounting,
    last_updated: iso(p.lastUpdated),
    ...syncOf(p, { reason: p.reason, ...r }),
  };
}

export async function listOrders(ctx: AppContext, filter: OrderFilter) {
  const { rows, ...counted } = await orderPage(ctx.db, filter);
  const reason = await reasonsOf(
    ctx.db,
    rows.map((r) => r.syncEntryId),
  );
  return {
    ...counted,
    results: rows.map((r) => toOrderDto({ order: r, ...reason(r.syncEntryId) })),
  };
}

export async function listArticles(ctx: AppContext, filter: ListFilter) {
  const { rows, ...counted } = await articlePage(ctx.db, filter);
  const reason = await reasonsOf(
    ctx.db,
    rows.map((r) => r.syncEntryId),
  );
  return {
    ...counted,
    results: rows.map((r) => toArticleDto({ article: r, ...reason(r.syncEntryId) })),
  };
}

export async function listCustomers(ctx: AppContext, filter: ListFilter) {
  const { rows, ...counted } = await customerPage(ctx.db, filter);
  const reason = await reasonsOf(
    ctx.db,
    rows.map((r) => r.syncEntryId),
  );
  return {
    ...counted,
    results: rows.map((r) => toCustomerDto({ customer: r, ...reason(r.syncEntryId) })),
  };
}

export async function listVouchers(ctx: AppContext, filter: VoucherFilter) {
  const { rows, ...counted } = await voucherPage(ctx.db, filter);
  return { ...counted, results: rows.map(toVoucherDto) };
}

export async function listPayments(ctx: AppContext, filter: ListFilter) {
  const { rows, ...counted } = await paymentPage(ctx.db, filter);
  const reason = await reasonsOf(
    ctx.db,
    rows.map((r) => r.syncEntryId),
  );
  return {
    ...counted,
    results: rows.map((r) => toPaymentDto({ payout: r, ...reason(r.syncEntryId) })),
  };
}

/** At most this many elements in one manual sync of "everything unsynced". */
export const RANGE_SYNC_LIMIT = 10_000;

/**
 * Manual sync: the chosen rows (each must be the caller's company's, or nothing happens and the
 * answer is 404), or every unsynced row of the tab dated in the range; one task per active
 * subscription, whose progress `syncProgress` reads back.
 */
export async function manualSync(
  ctx: AppContext,
  scope: Scope,
  request: ManualSyncRequest,
  userId: number,
): Promise<SyncProgress> {
  const companyId = 'ids' in request ? null : companyOf(scope, request.company_id ?? undefined);
  const elements = await elementsToSync(ctx.db, scope, request, companyId, RANGE_SYNC_LIMIT);
  if ('ids' in request && elements.length !== new Set(request.ids).size) throw notFound();
  const bySubscription = new Map<number, { kind: string; id: string; orderId?: string }[]>();
  for (const e of elements) {
    const list = bySubscription.get(e.subscriptionId) ?? [];
    list.push({
      kind: e.kind,
      id: e.sourceId,
      ...(e.kind === 'refund' && e.orderId ? { orderId: e.orderId } : {}),
    });
    bySubscription.set(e.subscriptionId, list);
  }
  const active = await activeSubscriptionsOf(ctx.db, [...bySubscription.keys()]);
  if (bySubscription.size > 0 && active.length === 0) {
    throw refusal(409, 'subscription_not_active');
  }
  const tasks: number[] = [];
  for (const subscription of active) {
    const list = bySubscription.get(subscription.id)!;
    const task = await queueElements(ctx, subscription, list, {
      trigger: 'manual',
      createdBy: userId,
    });
    tasks.push(task.id);
  }
  return syncProgress(ctx, scope, tasks);
}

/** How far the manual sync's tasks got, summed. */
export async function syncProgress(
  ctx: AppContext,
  scope: Scope,
  taskIds: number[],
): Promise<SyncProgress> {
  const rows = await tasksOf(ctx.db, scope, taskIds);
  if (rows.length !== new Set(taskIds).size) throw notFound();
  let total = 0;
  let done = 0;
  let failed = 0;
  let finished = true;
  for (const task of rows) {
    const counts = task.counts as Record<string, number>;
    total += counts.total ?? 0;
    const closed = ['success', 'failure', 'revoked'].includes(task.status);
    done += closed ? (counts.total ?? 0) : (counts.done ?? 0);
    failed += (counts.failed ?? 0) + (counts.ambiguous ?? 0);
    if (!closed) finished = false;
  }
  return { tasks: taskIds, total, done, failed, finished };
}
