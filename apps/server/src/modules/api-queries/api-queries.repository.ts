import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApiQuerySubscription } from '@portal/contracts/schemas/api-queries';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { catalogItems } from '../../db/schema/catalog';
import { companies } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';

const app = alias(catalogItems, 'app');
const ledger = alias(catalogItems, 'ledger');

/** A subscription as the console lists it: its company, and its systems by name. */
const columns = {
  id: subscriptions.id,
  company_id: companies.id,
  company: companies.name,
  organization_number: companies.organizationNumber,
  application: subscriptions.application,
  application_name: sql<string>`coalesce(${app.name}, ${subscriptions.application})`,
  accounting: subscriptions.accounting,
  accounting_name: sql<string>`coalesce(${ledger.name}, ${subscriptions.accounting})`,
  status: subscriptions.status,
};

function listed(db: Db) {
  return db
    .select(columns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(app, and(eq(app.kind, 'app'), eq(app.slug, subscriptions.application)))
    .leftJoin(ledger, and(eq(ledger.kind, 'accounting'), eq(ledger.slug, subscriptions.accounting)))
    .$dynamic();
}

export interface SubscriptionFilter {
  search?: string;
  limit: number;
  offset: number;
}

/** Every tenant's subscriptions, by company name; `search` matches the name or the org number. */
export async function listSubscriptions(
  db: Db,
  filter: SubscriptionFilter,
): Promise<{ count: number; rows: ApiQuerySubscription[] }> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = pattern
    ? or(ilike(companies.name, pattern), ilike(companies.organizationNumber, pattern))
    : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(where);
  const rows = await listed(db)
    .where(where)
    .orderBy(asc(companies.name), asc(subscriptions.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findSubscription(db: Db, id: number) {
  const [row] = await listed(db).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription itself, as the engine's connection opening takes it. */
export async function subscriptionRow(db: Db, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}
