import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { companies } from '../../db/schema/companies';
import { periodicTasks } from '../../db/schema/engine';
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
