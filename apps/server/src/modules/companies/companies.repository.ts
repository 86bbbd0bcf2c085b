import type { Db } from '../../db/client';
import {
  accountantCompanyAssignments,
  accountingFirms,
  companies,
  companyMemberships,
  firmMemberships,
} from '../../db/schema/companies';

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
  await db.insert(accountantCompanyAssignments).values({ userId, companyId });
}
