import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { HEALTH } from '@portal/contracts/schemas/subscription-status';
import type { SubscriptionStatusOrdering } from '@portal/contracts/schemas/subscription-status';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { subscriptions } from '../../db/schema/subscriptions';
import { syncEntries } from '../../db/schema/sync';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export interface StatusFilter {
  search?: string;
  status?: string;
  companyId?: number;
  subscriptionId?: number;
  ordering: SubscriptionStatusOrdering;
  limit: number;
  offset: number;
  now: Date;
}

export interface HealthRow {
  id: number;
  company_id: number;
  company: string;
  application: string;
  application_name: string;
  accounting: string;
  accounting_name: string;
  status: string;
  last_processed_at: string | Date | null;
  succeeded: number;
  failed: number;
  lag_seconds: number | null;
  failed_runs: number;
  success_points: number;
  lag_points: number;
  errors_points: number;
  score: number;
}

type Rows<T> = { rows: T[] };

/** A trusted constant of ADR 019 written into the SQL (a parameter would lose its type). */
const n = (value: number) => sql.raw(String(value));

const ORDER: Record<SubscriptionStatusOrdering, SQL> = {
  health: sql`score ASC, company ASC, id ASC`,
  '-health': sql`score DESC, company ASC, id ASC`,
  company: sql`company ASC, id ASC`,
};

/**
 * Seconds an Active subscription is behind `now`: from its cursor, else its activation, else its
 * creation (ADR 019); NULL unless Active. `s` is the subscriptions row. The sync-health judgement
 * reads the same lag.
 */
export const lagSeconds = (now: Date): SQL => sql`
  CASE WHEN s.status = 'Active' THEN greatest(0, floor(extract(epoch FROM
    ${now.toISOString()}::timestamptz - coalesce(s.last_processed_at, s.activated_at, s.created_at))))::int
  END`;

/** The subscriptions the scope sees whose company matches the search (and the company asked for). */
function visible(scope: Scope, filter: StatusFilter): SQL {
  const conditions = [inCompanies(scope, subscriptions.companyId) ?? sql`true`];
  if (filter.search) conditions.push(sql`companies.name ILIKE ${containsPattern(filter.search)}`);
  if (filter.companyId) conditions.push(sql`subscriptions.company_id = ${filter.companyId}`);
  if (filter.subscriptionId) conditions.push(sql`subscriptions.id = ${filter.subscriptionId}`);
  return sql.join(conditions, sql` AND `);
}

/** How many visible subscriptions are in each status. */
export async function statusCounts(db: Db, scope: Scope, filter: StatusFilter) {
  const result = (await db.execute(sql`
    SELECT subscriptions.status AS status, count(*)::int AS n
    FROM subscriptions JOIN companies ON companies.id = subscriptions.company_id
    WHERE ${visible(scope, filter)}
    GROUP BY 1`)) as unknown as Rows<{ status: string; n: number }>;
  return result.rows;
}

/**
 * One page of visible subscriptions with the three components of their health score and the
 * score itself, all aggregated in one statement so the page can be ordered by it (ADR 019).
 */
export async function healthPage(db: Db, scope: Scope, filter: StatusFilter) {
  const now = filter.now.getTime();
  const since = new Date(now - HEALTH.successWindowDays * 86_400_000).toISOString();
  const errorsSince = new Date(now - HEALTH.errorsWindowHours * 3_600_000).toISOString();
  const grace = HEALTH.lagGraceMinutes * 60;
  const zeroAt = HEALTH.lagZeroHours * 3600;
  const statusFilter = filter.status ? sql`WHERE status = ${filter.status}` : sql``;
  const result = (await db.execute(sql`
    WITH shown AS (
      SELECT subscriptions.id FROM subscriptions
      JOIN companies ON companies.id = subscriptions.company_id
      WHERE ${visible(scope, filter)}
    ), entry_stats AS (
      SELECT sync_entries.subscription_id,
        count(*) FILTER (WHERE sync_entries.status = 'Success') AS succeeded,
        count(*) FILTER (WHERE sync_entries.status IN ('Failed', 'Ambiguous')) AS failed
      FROM sync_entries
      WHERE sync_entries.updated_at >= ${since}::timestamptz
        AND ${inCompanies(scope, syncEntries.companyId) ?? sql`true`}
        AND sync_entries.subscription_id IN (SELECT id FROM shown)
      GROUP BY 1
    ), run_stats AS (
      SELECT periodic_tasks.subscription_id, count(*) AS failed_runs
      FROM periodic_tasks
      WHERE periodic_tasks.status = 'failure'
        AND coalesce(periodic_tasks.completed_at, periodic_tasks.created_at) >= ${errorsSince}::timestamptz
        AND periodic_tasks.subscription_id IN (SELECT id FROM shown)
      GROUP BY 1
    ), base AS (
      SELECT s.id, s.company_id, c.name AS company, s.application, s.accounting, s.status,
        s.last_processed_at,
        coalesce(app.name, s.application) AS application_name,
        coalesce(acc.name, s.accounting) AS accounting_name,
        coalesce(e.succeeded, 0)::int AS succeeded,
        coalesce(e.failed, 0)::int AS failed,
        coalesce(r.failed_runs, 0)::int AS failed_runs,
        ${lagSeconds(filter.now)} AS lag_seconds
      FROM shown
      JOIN subscriptions s ON s.id = shown.id
      JOIN companies c ON c.id = s.company_id
      LEFT JOIN catalog_items app ON app.kind = 'app' AND app.slug = s.application
      LEFT JOIN catalog_items acc ON acc.kind = 'accounting' AND acc.slug = s.accounting
      LEFT JOIN entry_stats e ON e.subscription_id = s.id
      LEFT JOIN run_stats r ON r.subscription_id = s.id
    ), components AS (
      SELECT base.*,
        CASE WHEN succeeded + failed = 0 THEN ${n(HEALTH.successWeight)}
          ELSE round(${n(HEALTH.successWeight)} * succeeded::numeric / (succeeded + failed))::int
        END AS success_points,
        CASE WHEN lag_seconds IS NULL THEN ${n(HEALTH.lagWeight)}
          ELSE round(${n(HEALTH.lagWeight)} * least(1, greatest(0,
            (${n(zeroAt)} - lag_seconds)::numeric / ${n(zeroAt - grace)})))::int
        END AS lag_points,
        greatest(0, ${n(HEALTH.errorsWeight)} - ${n(HEALTH.pointsPerFailedRun)} * failed_runs)::int
          AS errors_points
      FROM base
    ), scored AS (
      SELECT components.*,
        CASE WHEN status = 'Error' THEN 0
          ELSE success_points + lag_points + errors_points END AS score
      FROM components
    )
    SELECT * FROM scored ${statusFilter}
    ORDER BY ${ORDER[filter.ordering]}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`)) as unknown as Rows<HealthRow>;
  return result.rows;
}
