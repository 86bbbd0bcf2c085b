import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export type NewSubscription = typeof subscriptions.$inferInsert;

export async function insertSubscription(db: Db, values: NewSubscription) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

const withCompany = {
  subscription: subscriptions,
  company: companies.name,
  organizationNumber: companies.organizationNumber,
  userEmail: users.email,
  userRole: users.role,
};

export async function listCompanySubscriptions(db: Db, scope: Scope, companyId: number) {
  return db
    .select(withCompany)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(users, eq(users.id, subscriptions.createdBy))
    .where(and(eq(subscriptions.companyId, companyId), inCompanies(scope, subscriptions.companyId)))
    .orderBy(asc(subscriptions.id));
}

export async function findScopedSubscription(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select(withCompany)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(users, eq(users.id, subscriptions.createdBy))
    .where(and(eq(subscriptions.id, id), inCompanies(scope, subscriptions.companyId)));
  return row;
}
