import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  accountantCompanyAssignments,
  accountingFirms,
  companies,
  companyMemberships,
  firmMemberships,
} from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export type NewCompany = typeof companies.$inferInsert;
export type NewFirm = typeof accountingFirms.$inferInsert;

export async function insertCompany(db: Db, values: NewCompany) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function insertFirm(db: Db, values: NewFirm) {
  const [row] = await db.insert(accountingFirms).values(values).returning();
  return row!;
}

export async function addCompanyMember(
  db: Db,
  userId: number,
  companyId: number,
  role: 'Owner' | 'Colleague',
) {
  await db.insert(companyMemberships).values({ userId, companyId, role });
}

export async function addFirmMember(db: Db, userId: number, firmId: number, role: string) {
  await db.insert(firmMemberships).values({ userId, firmId, role });
}

export async function assignAccountant(db: Db, userId: number, companyId: number) {
  await db.insert(accountantCompanyAssignments).values({ userId, companyId }).onConflictDoNothing();
}

export async function unassignAccountant(db: Db, userId: number, companyId: number) {
  const removed = await db
    .delete(accountantCompanyAssignments)
    .where(
      and(
        eq(accountantCompanyAssignments.userId, userId),
        eq(accountantCompanyAssignments.companyId, companyId),
      ),
    )
    .returning({ id: accountantCompanyAssignments.id });
  return removed.length > 0;
}

const companyWithFirm = {
  company: companies,
  firm: { id: accountingFirms.id, name: accountingFirms.name },
};

/** A company the scope may see; undefined for another tenant's (answered as 404). */
export async function findScopedCompany(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select(companyWithFirm)
    .from(companies)
    .leftJoin(accountingFirms, eq(accountingFirms.id, companies.accountingFirmId))
    .where(and(eq(companies.id, id), inCompanies(scope, companies.id)));
  return row;
}

export interface CompanyFilter {
  search?: string;
  firmId?: number;
  limit: number;
  offset: number;
}

export async function listScopedCompanies(db: Db, scope: Scope, filter: CompanyFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    inCompanies(scope, companies.id),
    filter.firmId ? eq(companies.accountingFirmId, filter.firmId) : undefined,
    pattern
      ? or(ilike(companies.name, pattern), ilike(companies.organizationNumber, pattern))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const rows = await db
    .select(companyWithFirm)
    .from(companies)
    .leftJoin(accountingFirms, eq(accountingFirms.id, companies.accountingFirmId))
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findCompanyByNumber(db: Db, number: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`replace(${companies.organizationNumber}, '-', '') = ${number.replace(/[\s-]/g, '')}`)
    .limit(1);
  return row;
}

export async function updateCompany(db: Db, id: number, change: Partial<NewCompany>) {
  const [row] = await db.update(companies).set(change).where(eq(companies.id, id)).returning();
  return row!;
}

const personColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  is_active: users.isActive,
};

/** Owner and colleagues (by membership) and the accountants assigned to the company. */
export async function connectedUsers(db: Db, companyId: number) {
  const [members, accountants] = await Promise.all([
    db
      .select({ ...personColumns, connection: companyMemberships.role })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(eq(companyMemberships.companyId, companyId))
      .orderBy(companyMemberships.id),
    db
      .select(personColumns)
      .from(accountantCompanyAssignments)
      .innerJoin(users, eq(users.id, accountantCompanyAssignments.userId))
      .where(eq(accountantCompanyAssignments.companyId, companyId))
      .orderBy(accountantCompanyAssignments.id),
  ]);
  return [...members, ...accountants.map((a) => ({ ...a, connection: 'Accountant' as const }))];
}

export async function findMembership(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.userId, userId)));
  return row;
}

export async function removeMembership(db: Db, id: number) {
  await db.delete(companyMemberships).where(eq(companyMemberships.id, id));
}
