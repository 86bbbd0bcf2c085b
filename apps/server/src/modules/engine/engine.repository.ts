import { and, count, desc, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies } from '../../db/schema/companies';
import { apiLogs, periodicTasks } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import { syncEntries } from '../../db/schema/sync';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export interface TaskFilter {
  status?: string;
  subscriptionId?: number;
  search?: string;
  limit: number;
  offset: number;
}

export async function taskPage(db: Db, scope: Scope, filter: TaskFilter) {
  const where = and(
    inCompanies(scope, periodicTasks.companyId),
    filter.status ? eq(periodicTasks.status, filter.status) : undefined,
    filter.subscriptionId ? eq(periodicTasks.subscriptionId, filter.subscriptionId) : undefined,
    filter.search
      ? or(
          ilike(periodicTasks.name, containsPattern(filter.search)),
          ilike(periodicTasks.result, containsPattern(filter.search)),
          ilike(companies.name, containsPattern(filter.search)),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(periodicTasks)
    .leftJoin(companies, eq(companies.id, periodicTasks.companyId))
    .where(where);
  const rows = await db
    .select({ task: periodicTasks, company: companies.name })
    .from(periodicTasks)
    .leftJoin(companies, eq(companies.id, periodicTasks.companyId))
    .where(where)
    .orderBy(desc(periodicTasks.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export interface EntryFilter {
  status?: string;
  companyId?: number;
  subscriptionId?: number;
  search?: string;
  limit: number;
  offset: number;
}

export async function entryPage(db: Db, scope: Scope, filter: EntryFilter) {
  const where: SQL | undefined = and(
    inCompanies(scope, syncEntries.companyId),
    filter.status ? eq(syncEntries.status, filter.status) : undefined,
    filter.companyId ? eq(syncEntries.companyId, filter.companyId) : undefined,
    filter.subscriptionId ? eq(syncEntries.subscriptionId, filter.subscriptionId) : undefined,
    filter.search
      ? or(
          ilike(syncEntries.referenceNumber, containsPattern(filter.search)),
          ilike(syncEntries.sourceId, containsPattern(filter.search)),
          ilike(syncEntries.reason, containsPattern(filter.search)),
          ilike(sql`coalesce(${syncEntries.targetReference}, '')`, containsPattern(filter.search)),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(syncEntries).where(where);
  const rows = await db
    .select({ entry: syncEntries, company: companies.name })
    .from(syncEntries)
    .innerJoin(companies, eq(companies.id, syncEntries.companyId))
    .where(where)
    .orderBy(desc(syncEntries.updatedAt), desc(syncEntries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export interface ApiLogFilter {
  subscriptionId?: number;
  connectorId?: string;
  failed?: boolean;
  search?: string;
  limit: number;
  offset: number;
}

export async function apiLogPage(db: Db, scope: Scope, filter: ApiLogFilter) {
  const where = and(
    scope.all
      ? undefined
      : inArray(
          apiLogs.subscriptionId,
          db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(inCompanies(scope, subscriptions.companyId)),
        ),
    filter.subscriptionId ? eq(apiLogs.subscriptionId, filter.subscriptionId) : undefined,
    filter.connectorId ? eq(apiLogs.connectorId, filter.connectorId) : undefined,
    filter.failed === true ? or(isNull(apiLogs.status), gte(apiLogs.status, 400)) : undefined,
    filter.search ? ilike(apiLogs.url, containsPattern(filter.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(apiLogs).where(where);
  const rows = await db
    .select()
    .from(apiLogs)
    .where(where)
    .orderBy(desc(apiLogs.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}
