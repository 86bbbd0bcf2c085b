import type { AppLocale } from '@portal/contracts/i18n/resources';
import { UNHEALTHY_REASONS } from '@portal/contracts/schemas/sync-health';
import type {
  ReasonCounts,
  UnhealthyAction,
  UnprocessedSubscription,
  UnprocessedSubscriptionQuery,
} from '@portal/contracts/schemas/sync-health';
import type { AppContext } from '../../context';
import { t } from '../../plugins/locale';
import { triggerRun } from '../engine/engine.service';
import { takeAction } from '../subscriptions/lifecycle.service';
import type { Scope } from '../tenancy/scope';
import { revokeRunsInFlight } from './runs.repository';
import { reasonCounts, unhealthyPage } from './sync-health.repository';
import type { UnhealthyOrdering, UnhealthyRow } from './sync-health.repository';

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** What staff can do about a row, and which of it fits the reason best. */
export function actionsFor(row: UnhealthyRow): {
  actions: UnhealthyAction[];
  suggested: UnhealthyAction;
} {
  const actions: UnhealthyAction[] = [];
  if (row.status === 'Active') actions.push('retry');
  actions.push('restart', 'open_settings');
  if (row.owner_email) actions.push('contact_owner');
  const suggested: UnhealthyAction =
    row.reason === 'stuck'
      ? 'restart'
      : row.reason === 'failing'
        ? row.status === 'Error'
          ? row.owner_email
            ? 'contact_owner'
            : 'open_settings'
          : row.failed_runs > 0
            ? 'restart'
            : 'open_settings'
        : 'retry';
  return { actions, suggested: actions.includes(suggested) ? suggested : actions[0]! };
}

export function toUnprocessedDto(row: UnhealthyRow): UnprocessedSubscription {
  const { actions, suggested } = actionsFor(row);
  const ownerName = [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    company_id: row.company_id,
    company: row.company,
    application: row.application,
    application_name: row.application_name,
    accounting: row.accounting,
    accounting_name: row.accounting_name,
    status: row.status as UnprocessedSubscription['status'],
    reason: row.reason,
    since: iso(row.since),
    last_processed_date: isoOrNull(row.last_processed_at),
    lag_seconds: row.lag_seconds,
    failed_runs: row.failed_runs,
    failed_elements: row.failed_elements,
    succeeded_elements: row.succeeded_elements,
    run:
      row.run_id !== null && row.run_began !== null
        ? {
            id: row.run_id,
            status: row.run_status ?? '',
            started_at: iso(row.run_began),
            last_activity_at: iso(row.last_activity_at ?? row.run_began),
          }
        : null,
    last_error: row.last_error.length > 500 ? `${row.last_error.slice(0, 499)}…` : row.last_error,
    suggested_action: suggested,
    actions,
    owner:
      row.owner_id !== null
        ? {
            id: row.owner_id,
            name: ownerName || (row.owner_email ?? ''),
            email: row.owner_email ?? '',
            phone: row.owner_phone ?? '',
          }
        : null,
    incident_opened_at: isoOrNull(row.incident_opened_at),
  };
}

/**
 * The /unprocessed-subscription list: unhealthy subscriptions of every company (in-house staff
 * only), how many per reason, one page of them. The count follows the reason filter; the counts
 * do not, so the filter shows what it chooses from.
 */
export async function unprocessedSubscriptions(
  ctx: AppContext,
  query: UnprocessedSubscriptionQuery,
) {
  const filter = { search: query.search || undefined, now: ctx.clock.now() };
  const rows = await reasonCounts(ctx.db, filter);
  const counts = Object.fromEntries(
    UNHEALTHY_REASONS.map((reason) => [reason, rows.find((r) => r.reason === reason)?.n ?? 0]),
  ) as ReasonCounts;
  const count = query.reason
    ? counts[query.reason]
    : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const page =
    count > query.offset
      ? await unhealthyPage(ctx.db, {
          ...filter,
          reason: query.reason,
          ordering: (query.ordering ?? 'since') as UnhealthyOrdering,
          limit: query.limit,
          offset: query.offset,
        })
      : [];
  return { count, counts, results: page.map(toUnprocessedDto) };
}

/** "Retry": a sync run of an Active subscription now (the one waiting already does as well). */
export async function retrySync(ctx: AppContext, scope: Scope, id: number, locale: AppLocale) {
  await triggerRun(ctx, scope, id, scope.actorId);
  return { detail: t(locale, 'sync_health.retried') };
}

/**
 * "Restart connector": the lifecycle action (the lease dropped, the error forgotten, a run
 * queued), then the runs that were in flight before it are closed, so the stuck one does not stay
 * open beside the new run.
 */
export async function restartConnector(
  ctx: AppContext,
  scope: Scope,
  id: number,
  locale: AppLocale,
) {
  const restartedAt = ctx.clock.now();
  await takeAction(ctx, scope, id, 'restart', locale);
  await revokeRunsInFlight(ctx.db, id, restartedAt);
  return { detail: t(locale, 'subscriptions.done.restart') };
}
