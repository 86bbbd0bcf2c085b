import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  accountantCompanyAssignments,
  accountingFirms,
  companies,
  companyMemberships,
  firmMemberships,
} from '../../db/schema/companies';
import { userColumns, users } from '../../db/schema/users';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import type { Scope } from '../tenancy/scope';

/** Who is asking; repositories scope what they return by it. */
export type Viewer = Scope;

/**
 * Users a scope may see (ADR 010): itself; the owners, colleagues and assigned accountants of its
 * companies; the accountants of its firms. In-house staff see everyone.
 */
function visibleTo(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  const conditions: SQL[] = [eq(users.id, scope.userId)];
  if (scope.companyIds.length) {
    conditions.push(
      inArray(
        users.id,
        sql`(select ${companyMemberships.userId} from ${companyMemberships} where ${inArray(companyMemberships.companyId, scope.companyIds)})`,
      ),
      inArray(
        users.id,
        sql`(select ${accountantCompanyAssignments.userId} from ${accountantCompanyAssignments} where ${inArray(accountantCompanyAssignments.companyId, scope.companyIds)})`,
      ),
    );
  }
  if (scope.firmIds.length) {
    conditions.push(
      inArray(
        users.id,
        sql`(select ${firmMemberships.userId} from ${firmMemberships} where ${inArray(firmMemberships.firmId, scope.firmIds)})`,
      ),
    );
  }
  return or(...conditions);
}

export interface UserFilter {
  search?: string;
  role?: string;
  companyId?: number;
  firmId?: number;
  isActive?: boolean;
  limit: number;
  offset: number;
}

export async function listVisibleUsers(db: Db, scope: Scope, filter: UserFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const where = and(
    visibleTo(scope),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    filter.companyId
      ? or(
          inArray(
            users.id,
            sql`(select ${companyMemberships.userId} from ${companyMemberships} where ${companyMemberships.companyId} = ${filter.companyId})`,
          ),
          inArray(
            users.id,
            sql`(select ${accountantCompanyAssignments.userId} from ${accountantCompanyAssignments} where ${accountantCompanyAssignments.companyId} = ${filter.companyId})`,
          ),
        )
      : undefined,
    filter.firmId
      ? inArray(
          users.id,
          sql`(select ${firmMemberships.userId} from ${firmMemberships} where ${firmMemberships.firmId} = ${filter.firmId})`,
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** Every company the user works in: memberships and accountant assignments. */
export async function allCompaniesOfUser(db: Db, userId: number) {
  const assigned = db
    .select({ id: accountantCompanyAssignments.companyId })
    .from(accountantCompanyAssignments)
    .where(eq(accountantCompanyAssignments.userId, userId));
  const member = db
    .select({ id: companyMemberships.companyId })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId));
  return db
    .select({ company: companies, firm: { id: accountingFirms.id, name: accountingFirms.name } })
    .from(companies)
    .leftJoin(accountingFirms, eq(accountingFirms.id, companies.accountingFirmId))
    .where(or(inArray(companies.id, assigned), inArray(companies.id, member)))
    .orderBy(asc(companies.name));
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findVisibleUser(db: Db, viewer: Scope, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), visibleTo(viewer)));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserByPictureToken(db: Db, token: string) {
  const [row] = await db
    .select({ picture: users.picture, mime: users.pictureMime })
    .from(users)
    .where(eq(users.pictureToken, token));
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning(userColumns);
  return row!;
}

export async function updateUser(db: Db, id: number, change: Partial<NewUserRow>) {
  const [row] = await db.update(users).set(change).where(eq(users.id, id)).returning(userColumns);
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Companies the user is connected to as Owner or Colleague (ADR 008), oldest membership first. */
export async function companiesOfUser(db: Db, userId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      company_id: companies.organizationNumber,
      role: companyMemberships.role,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.userId, userId))
    .orderBy(companyMemberships.id);
}

export async function firmsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: accountingFirms.id,
      name: accountingFirms.name,
      newFeatures: accountingFirms.newFeatures,
    })
    .from(firmMemberships)
    .innerJoin(accountingFirms, eq(accountingFirms.id, firmMemberships.firmId))
    .where(eq(firmMemberships.userId, userId))
    .orderBy(firmMemberships.id);
}

export async function companyRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, company_id: companies.organizationNumber })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function firmRef(db: Db, id: number) {
  const [row] = await db
    .select({
      id: accountingFirms.id,
      name: accountingFirms.name,
      newFeatures: accountingFirms.newFeatures,
    })
    .from(accountingFirms)
    .where(eq(accountingFirms.id, id));
  return row;
}
