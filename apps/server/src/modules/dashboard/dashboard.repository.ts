import { sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import {
  DASHBOARD_TIME_ZONE,
  RANGE_BUCKETS,
  STALE_AFTER_HOURS,
} from '@portal/contracts/schemas/dashboard';
import type { DashboardRange } from '@portal/contracts/schemas/dashboard';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { syncEntries } from '../../db/schema/sync';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

/** What a query may read: the scope's companies, narrowed to one company when given. */
export interface Reach {
  scope: Scope;
  companyId?: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

function within(reach: Reach, column: Column): SQL {
  const conditions = [inCompanies(reach.scope, column) ?? sql`true`];
  if (reach.companyId !== undefined) conditions.push(sql`${column} = ${reach.companyId}`);
  return sql.join(conditions, sql` AND `);
}

const ZONE = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The start of the bucket an instant falls in, as a Swedish wall-clock time: trusted constants
 * written into the SQL, so the same expression can be grouped by.
 */
function bucketStart(range: DashboardRange, at: SQL): SQL {
  const { unit, size } = RANGE_BUCKETS[range];
  const local = sql`(${at} AT TIME ZONE ${ZONE})`;
  if (unit === 'minute')
    return sql`date_bin(${sql.raw(`'${size} minutes'`)}, ${local}, timestamp '2000-01-01')`;
  return sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local})`;
}

function bucketStep(range: DashboardRange): SQL {
  const { unit, size } = RANGE_BUCKETS[range];
  return sql.raw(`interval '${size} ${unit}'`);
}

/** The range's buckets, oldest first, each as its wall-clock start (`local_at`). */
function bucketsOf(range: DashboardRange, now: Date): SQL {
  const last = RANGE_BUCKETS[range].count - 1;
  return sql`SELECT ${bucketStart(range, instant(now))} - i * ${bucketStep(range)} AS local_at
    FROM generate_series(0, ${sql.raw(String(last))}) AS i`;
}

/** The instant the range's first bucket begins: what falls before it is not shown. */
export async function rangeStart(db: Db, range: DashboardRange, now: Date): Promise<Date> {
  const [row] = await rowsOf<{ since: string | Date }>(
    db.execute(sql`SELECT min(local_at) AT TIME ZONE ${ZONE} AS since
      FROM (${bucketsOf(range, now)}) AS buckets`),
  );
  return new Date(row!.since);
}

export interface VolumeRow {
  at: string | Date;
  success: number;
  failed: number;
  ambiguous: number;
}

/** Synced elements per bucket and status, by when each last changed. */
export async function volumeSeries(db: Db, reach: Reach, range: DashboardRange, now: Date) {
  const since = await rangeStart(db, range, now);
  return rowsOf<VolumeRow>(
    db.execute(sql`
    WITH counted AS (
      SELECT ${bucketStart(range, sql`sync_entries.updated_at`)} AS local_at,
        count(*) FILTER (WHERE sync_entries.status = 'Success')::int AS success,
        count(*) FILTER (WHERE sync_entries.status = 'Failed')::int AS failed,
        count(*) FILTER (WHERE sync_entries.status = 'Ambiguous')::int AS ambiguous
      FROM sync_entries
      WHERE sync_entries.updated_at >= ${instant(since)} AND ${within(reach, syncEntries.companyId)}
      GROUP BY 1
    )
    SELECT buckets.local_at AT TIME ZONE ${ZONE} AS at,
      coalesce(counted.success, 0) AS success,
      coalesce(counted.failed, 0) AS failed,
      coalesce(counted.ambiguous, 0) AS ambiguous
    FROM (${bucketsOf(range, now)}) AS buckets
    LEFT JOIN counted ON counted.local_at = buckets.local_at
    ORDER BY buckets.local_at`),
  );
}

export interface FailureRow {
  at: string | Date;
  failed_entries: number;
  failed_tasks: number;
}

/** Failed elements and failed sync runs per bucket, across every tenant. */
export async function failureSeries(db: Db, range: DashboardRange, now: Date) {
  const since = instant(await rangeStart(db, range, now));
  const ranAt = sql`coalesce(periodic_tasks.completed_at, periodic_tasks.created_at)`;
  return rowsOf<FailureRow>(
    db.execute(sql`
    WITH entries AS (
      SELECT ${bucketStart(range, sql`sync_entries.updated_at`)} AS local_at, count(*)::int AS n
      FROM sync_entries
      WHERE sync_entries.status = 'Failed' AND sync_entries.updated_at >= ${since}
      GROUP BY 1
    ), tasks AS (
      SELECT ${bucketStart(range, ranAt)} AS local_at, count(*)::int AS n
      FROM periodic_tasks
      WHERE periodic_tasks.status = 'failure' AND ${ranAt} >= ${since}
      GROUP BY 1
    )
    SELECT buckets.local_at AT TIME ZONE ${ZONE} AS at,
      coalesce(entries.n, 0) AS failed_entries,
      coalesce(tasks.n, 0) AS failed_tasks
    FROM (${bucketsOf(range, now)}) AS buckets
    LEFT JOIN entries ON entries.local_at = buckets.local_at
    LEFT JOIN tasks ON tasks.local_at = buckets.local_at
    ORDER BY buckets.local_at`),
  );
}

/** Per subscription, its elements now Failed or Ambiguous: the problems still open. */
export async function openProblems(db: Db, reach: Reach): Promise<Map<number, number>> {
  const rows = await rowsOf<{ subscription_id: number; n: number }>(
    db.execute(sql`
    SELECT sync_entries.subscription_id, count(*)::int AS n
    FROM sync_entries
    WHERE sync_entries.status IN ('Failed', 'Ambiguous') AND ${within(reach, syncEntries.companyId)}
    GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.subscription_id, row.n]));
}

/** Elements booked successfully since `since`: what the ROI calculator counts. */
export async function elementsSynced(db: Db, reach: Reach, since: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`
    SELECT count(*)::int AS n FROM sync_entries
    WHERE sync_entries.status = 'Success' AND sync_entries.updated_at >= ${instant(since)}
      AND ${within(reach, syncEntries.companyId)}`),
  );
  return row?.n ?? 0;
}

/** The companies of the reach, by name. */
export async function companiesOf(db: Db, reach: Reach) {
  return rowsOf<{ id: number; name: string }>(
    db.execute(sql`
    SELECT companies.id, companies.name FROM companies
    WHERE ${within(reach, companies.id)}
    ORDER BY companies.name, companies.id`),
  );
}

export interface BacklogRow {
  pending_entries: number;
  queued_tasks: number;
  started_tasks: number;
  error_subscriptions: number;
  stale_subscriptions: number;
}

/** What waits or is stuck, across every tenant. */
export async function backlog(db: Db, now: Date): Promise<BacklogRow> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_HOURS * 3_600_000);
  const [row] = await rowsOf<BacklogRow>(
    db.execute(sql`
    SELECT
      (SELECT count(*) FROM sync_entries WHERE status = 'Pending')::int AS pending_entries,
      (SELECT count(*) FROM periodic_tasks WHERE status IN ('pending', 'received', 'retry'))::int
        AS queued_tasks,
      (SELECT count(*) FROM periodic_tasks WHERE status = 'started')::int AS started_tasks,
      (SELECT count(*) FROM subscriptions WHERE status = 'Error')::int AS error_subscriptions,
      (SELECT count(*) FROM subscriptions WHERE status = 'Active'
        AND coalesce(last_processed_at, activated_at, created_at) < ${instant(staleBefore)})::int
        AS stale_subscriptions`),
  );
  return row!;
}

export interface FailingCompanyRow {
  company_id: number;
  company: string;
  failed_entries: number;
  failed_tasks: number;
}

/** The companies with the most failed elements and runs since `since`, at most `limit`. */
export async function topFailing(db: Db, since: Date, limit: number) {
  const ranAt = sql`coalesce(completed_at, created_at)`;
  return rowsOf<FailingCompanyRow>(
    db.execute(sql`
    WITH failures AS (
      SELECT company_id, count(*) AS entries, 0 AS tasks FROM sync_entries
      WHERE status = 'Failed' AND updated_at >= ${instant(since)}
      GROUP BY 1
      UNION ALL
      SELECT company_id, 0, count(*) FROM periodic_tasks
      WHERE status = 'failure' AND company_id IS NOT NULL AND ${ranAt} >= ${instant(since)}
      GROUP BY 1
    )
    SELECT companies.id AS company_id, companies.name AS company,
      sum(failures.entries)::int AS failed_entries, sum(failures.tasks)::int AS failed_tasks
    FROM failures JOIN companies ON companies.id = failures.company_id
    GROUP BY companies.id, companies.name
    ORDER BY sum(failures.entries) + sum(failures.tasks) DESC, companies.name, companies.id
    LIMIT ${limit}`),
  );
}
