import { CONNECTORS } from '@portal/connectors/registry';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SYNC_HEALTH, UNHEALTHY_REASONS } from '@portal/contracts/schemas/sync-health';
import type { UnhealthyReason } from '@portal/contracts/schemas/sync-health';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { lagSeconds } from '../subscription-status/subscription-status.repository';

export interface JudgeFilter {
  search?: string;
  subscriptionId?: number;
  now: Date;
}

type Instant = string | Date;

/** One subscription whose sync is unhealthy, with the figures that say why. */
export interface UnhealthyRow {
  id: number;
  company_id: number;
  company: string;
  application: string;
  application_name: string;
  accounting: string;
  accounting_name: string;
  status: string;
  reason: UnhealthyReason;
  since: Instant;
  last_processed_at: Instant | null;
  lag_seconds: number | null;
  failed_runs: number;
  failed_elements: number;
  succeeded_elements: number;
  run_id: number | null;
  run_status: string | null;
  run_began: Instant | null;
  last_activity_at: Instant | null;
  last_error: string;
  owner_id: number | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  incident_opened_at: Instant | null;
}

type Rows<T> = { rows: T[] };

const OPEN_RUN = sql.raw(`('pending', 'received', 'started', 'retry')`);
const minutes = (now: Date, n: number) => new Date(now.getTime() - n * 60_000).toISOString();

/**
 * Every Active or Error subscription (matching the filter) judged against SYNC_HEALTH, in one
 * statement: its last successful run, the failed runs since, its latest run and when anything
 * last happened, the failing window's elements, its first owner and open incident. Rows with no
 * reason are healthy and left out. The one place the notion of "unhealthy" is written.
 */
function unhealthy(filter: JudgeFilter): SQL {
  const { now } = filter;
  const where = [sql`s.status IN ('Active', 'Error')`];
  // a shipping app never syncs: its health is its shipments' (ADR 042)
  const shipping = Object.keys(CONNECTORS.shipping);
  if (shipping.length)
    where.push(
      sql`s.application NOT IN (${sql.join(
        shipping.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  if (filter.search) where.push(sql`c.name ILIKE ${containsPattern(filter.search)}`);
  if (filter.subscriptionId) where.push(sql`s.id = ${filter.subscriptionId}`);
  const H = SYNC_HEALTH;
  return sql`
    WITH judged AS (
      SELECT s.id, s.company_id, c.name AS company, s.application, s.accounting, s.status,
        coalesce(app.name, s.application) AS application_name,
        coalesce(acc.name, s.accounting) AS accounting_name,
        s.last_processed_at, coalesce(s.activated_at, s.created_at) AS active_since,
        s.status_reason, s.error_notified_at, s.created_at,
        ${lagSeconds(now)} AS lag_seconds,
        ok.created_at AS last_success_at,
        coalesce(streak.n, 0)::int AS failed_runs, streak.first_at AS failing_since,
        streak.last_result,
        coalesce(el.failed, 0)::int AS failed_elements,
        coalesce(el.succeeded, 0)::int AS succeeded_elements,
        el.first_failed_at, el.last_reason,
        latest.id AS run_id, latest.status AS run_status, latest.began AS run_began,
        coalesce(latest.status IN ${OPEN_RUN}, false) AS run_open,
        greatest(latest.began, activity.at) AS last_activity_at,
        owner.id AS owner_id, owner.first_name AS owner_first_name,
        owner.last_name AS owner_last_name, owner.email AS owner_email,
        owner.phone AS owner_phone,
        incident.created_at AS incident_opened_at
      FROM subscriptions s
      JOIN companies c ON c.id = s.company_id
      LEFT JOIN catalog_items app ON app.kind = 'app' AND app.slug = s.application
      LEFT JOIN catalog_items acc ON acc.kind = 'accounting' AND acc.slug = s.accounting
      LEFT JOIN LATERAL (
        SELECT t.created_at FROM periodic_tasks t
        WHERE t.subscription_id = s.id AND t.sync_type <> 'element' AND t.status = 'success'
        ORDER BY t.created_at DESC, t.id DESC LIMIT 1
      ) ok ON true
      LEFT JOIN LATERAL (
        SELECT count(*) AS n, min(t.created_at) AS first_at,
          (array_agg(t.result ORDER BY t.created_at DESC, t.id DESC))[1] AS last_result
        FROM periodic_tasks t
        WHERE t.subscription_id = s.id AND t.sync_type <> 'element' AND t.status = 'failure'
          AND t.created_at > coalesce(ok.created_at, '-infinity'::timestamptz)
      ) streak ON true
      LEFT JOIN LATERAL (
        SELECT t.id, t.status, coalesce(t.started_at, t.created_at) AS began
        FROM periodic_tasks t
        WHERE t.subscription_id = s.id AND t.sync_type <> 'element'
        ORDER BY t.created_at DESC, t.id DESC LIMIT 1
      ) latest ON true
      LEFT JOIN LATERAL (
        SELECT max(e.updated_at) AS at FROM sync_entries e WHERE e.subscription_id = s.id
      ) activity ON true
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE e.status = 'Failed') AS failed,
          count(*) FILTER (WHERE e.status = 'Success') AS succeeded,
          min(e.updated_at) FILTER (WHERE e.status = 'Failed') AS first_failed_at,
          (array_agg(e.reason ORDER BY e.updated_at DESC) FILTER (WHERE e.status = 'Failed'))[1]
            AS last_reason
        FROM sync_entries e
        WHERE e.subscription_id = s.id
          AND e.updated_at >= ${minutes(now, H.failingElementsWindowHours * 60)}::timestamptz
      ) el ON true
      LEFT JOIN LATERAL (
        SELECT u.id, u.first_name, u.last_name, u.email, u.phone
        FROM company_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = s.company_id AND m.role = 'Owner'
        ORDER BY m.id LIMIT 1
      ) owner ON true
      LEFT JOIN sync_incidents incident
        ON incident.subscription_id = s.id AND incident.resolved_at IS NULL
      WHERE ${sql.join(where, sql` AND `)}
    ), flagged AS (
      SELECT judged.*,
        (run_open AND last_activity_at < ${minutes(now, H.stuckAfterMinutes)}::timestamptz)
          AS stuck,
        (status = 'Error' OR failed_runs >= ${H.failingRunsInARow}
          OR (failed_elements >= ${H.failingElementsMin} AND failed_elements * 100
            >= ${H.failingElementsPercent} * (failed_elements + succeeded_elements))) AS failing,
        (status = 'Active' AND last_processed_at IS NULL AND last_success_at IS NULL
          AND NOT run_open
          AND active_since < ${minutes(now, H.neverRunAfterMinutes)}::timestamptz) AS never_run,
        (status = 'Active' AND NOT run_open
          AND last_processed_at < ${minutes(now, H.behindAfterHours * 60)}::timestamptz) AS behind
      FROM judged
    ), reasoned AS (
      SELECT flagged.*,
        CASE WHEN stuck THEN 'stuck' WHEN failing THEN 'failing'
          WHEN never_run THEN 'never_run' WHEN behind THEN 'behind' END AS reason
      FROM flagged
    )
    SELECT id, company_id, company, application, application_name, accounting, accounting_name,
      status, reason, last_processed_at, lag_seconds, failed_runs, failed_elements,
      succeeded_elements, owner_id, owner_first_name, owner_last_name, owner_email, owner_phone,
      incident_opened_at,
      CASE WHEN reason = 'stuck' THEN run_id END AS run_id,
      CASE WHEN reason = 'stuck' THEN run_status END AS run_status,
      CASE WHEN reason = 'stuck' THEN run_began END AS run_began,
      CASE WHEN reason = 'stuck' THEN last_activity_at END AS last_activity_at,
      CASE reason
        WHEN 'stuck' THEN run_began
        WHEN 'failing' THEN coalesce(
          CASE WHEN status = 'Error' THEN error_notified_at END,
          CASE WHEN failed_runs >= ${H.failingRunsInARow} THEN failing_since END,
          first_failed_at, failing_since, last_processed_at, active_since)
        WHEN 'never_run' THEN active_since
        ELSE last_processed_at
      END AS since,
      coalesce(nullif(CASE WHEN status = 'Error' THEN status_reason END, ''),
        nullif(last_result, ''), nullif(last_reason, ''), '') AS last_error
    FROM reasoned
    WHERE reason IS NOT NULL`;
}

export type UnhealthyOrdering = `${'' | '-'}${'company' | 'reason' | 'since' | 'lag'}`;

const REASON_RANK = sql.raw(
  `array_position(ARRAY[${UNHEALTHY_REASONS.map((r) => `'${r}'`).join(', ')}], reason)`,
);
const ORDER: Record<UnhealthyOrdering, SQL> = {
  since: sql`since ASC, id ASC`,
  '-since': sql`since DESC, id ASC`,
  company: sql`company ASC, id ASC`,
  '-company': sql`company DESC, id ASC`,
  reason: sql`${REASON_RANK} ASC, since ASC, id ASC`,
  '-reason': sql`${REASON_RANK} DESC, since ASC, id ASC`,
  lag: sql`lag_seconds ASC NULLS LAST, id ASC`,
  '-lag': sql`lag_seconds DESC NULLS LAST, id ASC`,
};

/** How many unhealthy subscriptions match the filter, per reason. */
export async function reasonCounts(db: Db, filter: JudgeFilter) {
  const result = (await db.execute(sql`
    SELECT reason, count(*)::int AS n FROM (${unhealthy(filter)}) u GROUP BY reason`)) as unknown as Rows<{
    reason: UnhealthyReason;
    n: number;
  }>;
  return result.rows;
}

/** One page of unhealthy subscriptions, of one reason or all. */
export async function unhealthyPage(
  db: Db,
  filter: JudgeFilter & {
    reason?: UnhealthyReason;
    ordering: UnhealthyOrdering;
    limit: number;
    offset: number;
  },
) {
  const reason = filter.reason ? sql`WHERE reason = ${filter.reason}` : sql``;
  const result = (await db.execute(sql`
    SELECT * FROM (${unhealthy(filter)}) u ${reason}
    ORDER BY ${ORDER[filter.ordering]}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`)) as unknown as Rows<UnhealthyRow>;
  return result.rows;
}

/** Every unhealthy subscription (the alert job judges them all at once). */
export async function allUnhealthy(db: Db, now: Date) {
  const result = (await db.execute(unhealthy({ now }))) as unknown as Rows<UnhealthyRow>;
  return result.rows;
}
