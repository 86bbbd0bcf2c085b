import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES } from '@portal/contracts/roles';
import type { Role } from '@portal/contracts/roles';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { hashPassword } from '../lib/passwords';
import {
  addCompanyMember,
  addFirmMember,
  insertCompany,
  insertFirm,
} from '../modules/companies/companies.repository';
import { insertUser } from '../modules/users/users.repository';
import { call } from './test-app';

export const PASSWORD = 'Secret123';
let cachedHash: Promise<string> | undefined;

export interface UserSpec {
  email: string;
  role?: Role;
  active?: boolean;
  locale?: 'sv' | 'en';
  /** organisation numbers of companies to create and join as Owner */
  companies?: string[];
  firm?: { name: string; newFeatures?: boolean };
}

/** A user with password `PASSWORD` (hashed once per file: argon2 is deliberately slow). */
export async function createUser(db: Db, spec: UserSpec) {
  cachedHash ??= hashPassword(PASSWORD);
  const user = await insertUser(db, {
    email: spec.email,
    username: spec.email,
    firstName: 'Test',
    lastName: 'Person',
    passwordHash: await cachedHash,
    role: spec.role ?? 'Owner',
    isActive: spec.active ?? true,
    locale: spec.locale ?? 'sv',
  });
  for (const [i, number] of (spec.companies ?? []).entries()) {
    const company = await insertCompany(db, {
      name: `Bolag ${i + 1} AB`,
      organizationNumber: number,
    });
    await addCompanyMember(db, user.id, company.id, 'Owner');
  }
  if (spec.firm) {
    const firm = await insertFirm(db, {
      name: spec.firm.name,
      newFeatures: spec.firm.newFeatures ?? false,
    });
    await addFirmMember(db, user.id, firm.id, spec.role ?? 'MasterAccountant');
  }
  return user;
}

export async function signIn(
  app: FastifyInstance,
  identifier: string,
  password = PASSWORD,
  companyNumber?: string,
): Promise<string> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/signin/',
    payload: { identifier, password, ...(companyNumber ? { company_number: companyNumber } : {}) },
  });
  const key = res.json<{ key?: string }>().key;
  if (!key) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return key;
}

/** The newest e-mail to an address, as in-house staff would read it in the outbox. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.to}) = ${to.toLowerCase()}`)
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row) throw new Error(`no e-mail to ${to}`);
  return row;
}

/** The six-digit code of the newest e-mail to an address. */
export async function lastCodeTo(db: Db, to: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in e-mail to ${to}`);
  return code;
}

/**
 * A signed-in user of every role but in-house staff, each in a company or firm of their own:
 * the callers an in-house endpoint must refuse.
 */
export async function signInOutsiders(app: FastifyInstance, db: Db, prefix: string) {
  const keys: Record<string, string> = {};
  const outsiders = ROLES.filter((role) => role !== 'Inhouse');
  for (const [i, role] of outsiders.entries()) {
    const email = `${prefix}-${role.toLowerCase()}@outsiders.test`;
    await createUser(db, {
      email,
      role,
      ...(role === 'Owner' || role === 'Colleague'
        ? { companies: [`${prefix}-${i}`] }
        : { firm: { name: `${prefix} ${role}` } }),
    });
    keys[role] = await signIn(app, email);
  }
  return keys;
}
