import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  accountantCompanyAssignments,
  accountingFirms,
  companies,
  firmMemberships,
} from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { inFirms } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

type NewFirm = typeof accountingFirms.$inferInsert;

// Drizzle leaves columns unqualified in a single-table select, so the correlated subqueries
// name their tables explicitly.
const firmWithCounts = {
  firm: accountingFirms,
  clientCount: sql<number>`(select count(*)::int from companies c where c.accounting_firm_id = accounting_firms.id)`,
  accountantCount: sql<number>`(select count(*)::int from firm_memberships m where m.firm_id = accounting_firms.id)`,
};

export async function findScopedFirm(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select(firmWithCounts)
    .from(accountingFirms)
    .where(and(eq(accountingFirms.id, id), inFirms(scope, accountingFirms.id)));
  return row;
}

export async function listScopedFirms(
  db: Db,
  scope: Scope,
  filter: { search?: string; limit: number; offset: number },
) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    inFirms(scope, accountingFirms.id),
    pattern
      ? or(ilike(accountingFirms.name, pattern), ilike(accountingFirms.firmNumber, pattern))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(accountingFirms).where(where);
  const rows = await db
    .select(firmWithCounts)
    .from(accountingFirms)
    .where(where)
    .orderBy(asc(accountingFirms.name), asc(accountingFirms.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function updateFirm(db: Db, id: number, change: Partial<NewFirm>) {
  const [row] = await db
    .update(accountingFirms)
    .set(change)
    .where(eq(accountingFirms.id, id))
    .returning();
  return row!;
}

export async function findFirmMembership(db: Db, firmId: number, userId: number) {
  const [row] = await db
    .select()
    .from(firmMemberships)
    .where(and(eq(firmMemberships.firmId, firmId), eq(firmMemberships.userId, userId)));
  return row;
}

export async function removeFirmMembership(db: Db, firmId: number, userId: number) {
  await db
    .delete(firmMemberships)
    .where(and(eq(firmMemberships.firmId, firmId), eq(firmMemberships.userId, userId)));
  // Their client assignments within this firm go with them.
  const clientIds = db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.accountingFirmId, firmId));
  await db
    .delete(accountantCompanyAssignments)
    .where(
      and(
        eq(accountantCompanyAssignments.userId, userId),
        inArray(accountantCompanyAssignments.companyId, clientIds),
      ),
    );
}

/** The firm's accountants with the firm's client companies assigned to each. */
export async function firmAccountants(db: Db, firmId: number) {
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      role: firmMemberships.role,
      is_active: users.isActive,
    })
    .from(firmMemberships)
    .innerJoin(users, eq(users.id, firmMemberships.userId))
    .where(eq(firmMemberships.firmId, firmId))
    .orderBy(firmMemberships.id);
  const assignments = people.length
    ? await db
        .select({
          userId: accountantCompanyAssignments.userId,
          id: companies.id,
          name: companies.name,
          company_id: companies.organizationNumber,
        })
        .from(accountantCompanyAssignments)
        .innerJoin(companies, eq(companies.id, accountantCompanyAssignments.companyId))
        .where(
          and(
            eq(companies.accountingFirmId, firmId),
            inArray(
              accountantCompanyAssignments.userId,
              people.map((p) => p.id),
            ),
          ),
        )
        .orderBy(companies.name)
    : [];
  return people.map((p) => ({
    ...p,
    companies: assignments
      .filter((a) => a.userId === p.id)
      .map(({ id, name, company_id }) => ({ id, name, company_id })),
  }));
}
