import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountingFirms,
  companies,
  companyMemberships,
  firmMemberships,
} from '../../db/schema/companies';
import { userColumns, users } from '../../db/schema/users';
import type { NewUserRow, UserRow } from '../../db/schema/users';

/** Who is asking; repositories scope what they return by it. */
export interface Viewer {
  id: number;
  role: string | null;
}

/**
 * Users a viewer may see: themselves, and everyone for in-house staff. The tenancy issue widens
 * this (colleagues of a company, a firm's accountants and clients) here, in one place.
 */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'Inhouse') return undefined;
  return eq(users.id, viewer.id);
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findVisibleUser(db: Db, viewer: Viewer, id: number) {
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
