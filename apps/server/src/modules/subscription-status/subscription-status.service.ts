import { SUBSCRIPTION_STATUSES } from '@portal/contracts/schemas/subscriptions';
import type {
  StatusDistribution,
  SubscriptionStatusQuery,
  SubscriptionStatusRow,
} from '@portal/contracts/schemas/subscription-status';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { seesCompany } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { healthPage, statusCounts } from './subscription-status.repository';
import type { HealthRow } from './subscription-status.repository';

const isoOf = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export function toStatusRow(row: HealthRow): SubscriptionStatusRow {
  const elements = row.succeeded + row.failed;
  return {
    id: row.id,
    company_id: row.company_id,
    company: row.company,
    application: row.application,
    application_name: row.application_name,
    accounting: row.accounting,
    accounting_name: row.accounting_name,
    status: row.status as SubscriptionStatusRow['status'],
    last_processed_date: isoOf(row.last_processed_at),
    health: {
      score: row.score,
      success_points: row.success_points,
      lag_points: row.lag_points,
      errors_points: row.errors_points,
      success_rate: elements ? row.succeeded / elements : null,
      succeeded: row.succeeded,
      failed: row.failed,
      lag_seconds: row.lag_seconds,
      failed_runs: row.failed_runs,
    },
  };
}

/**
 * The client subscriptions the caller sees, with their health (ADR 019), and how many are in
 * each status. The count follows the status filter; the distribution does not, so the chart
 * keeps showing what the filter chooses from.
 */
export async function subscriptionStatus(
  ctx: AppContext,
  scope: Scope,
  query: SubscriptionStatusQuery,
) {
  if (query.company_id !== undefined && !seesCompany(scope, query.company_id)) throw notFound();
  const filter = {
    search: query.search || undefined,
    status: query.status,
    companyId: query.company_id,
    ordering: query.ordering,
    limit: query.limit,
    offset: query.offset,
    now: ctx.clock.now(),
  };
  const counts = await statusCounts(ctx.db, scope, filter);
  const distribution = Object.fromEntries(
    SUBSCRIPTION_STATUSES.map((status) => [
      status,
      counts.find((c) => c.status === status)?.n ?? 0,
    ]),
  ) as StatusDistribution;
  const count = query.status
    ? distribution[query.status]
    : Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const rows = count > query.offset ? await healthPage(ctx.db, scope, filter) : [];
  return { count, distribution, results: rows.map(toStatusRow) };
}
