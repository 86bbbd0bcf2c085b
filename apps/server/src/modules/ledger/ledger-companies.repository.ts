import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { connections } from '../../db/schema/engine';
import { ledgerSources } from '../../db/schema/ledger';
import { subscriptions } from '../../db/schema/subscriptions';
import { containsPattern } from '../../db/like';
import type { Scope } from '../tenancy/scope';

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return !!row;
}

/** The accounting systems a ledger can be read from, as connectors name them. */
const READABLE = ['fortnox', 'visma', 'sie'];

function visible(scope: Scope, search: string | undefined, id?: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (id !== undefined) conditions.push(eq(companies.id, id));
  if (!scope.all)
    conditions.push(inArray(companies.id, scope.companyIds.length ? scope.companyIds : [0]));
  if (search?.trim()) {
    const pattern = containsPattern(search);
    conditions.push(
      or(ilike(companies.name, pattern), ilike(companies.organizationNumber, pattern))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The companies whose books the caller may read, by name, with their ledger's state. */
export async function listLedgerCompanies(
  db: Db,
  scope: Scope,
  filter: { limit: number; offset: number; search?: string; id?: number },
) {
  const where = visible(scope, filter.search, filter.id);
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  // the accounting side of the company's newest subscription that reads from a ledger we know
  const system = sql<string | null>`(
    select ${connections.connectorId} from ${connections}
    join ${subscriptions} on ${subscriptions.id} = ${connections.subscriptionId}
    where ${subscriptions.companyId} = ${companies.id} and ${connections.side} = 'accounting'
      and ${connections.connectorId} in ${READABLE}
    order by ${subscriptions.id} desc limit 1)`;
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      organizationNumber: companies.organizationNumber,
      system,
      kind: ledgerSources.kind,
      status: ledgerSources.status,
      progress: ledgerSources.progress,
      refreshedAt: ledgerSources.refreshedAt,
    })
    .from(companies)
    .leftJoin(ledgerSources, eq(ledgerSources.companyId, companies.id))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}
