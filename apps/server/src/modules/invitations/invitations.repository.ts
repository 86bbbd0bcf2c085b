import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { invitations } from '../../db/schema/auth';
import { accountingFirms, companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { Scope } from '../tenancy/scope';

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** Takes an unused invitation for one sign-up; undefined if unknown or already used. */
export async function claimInvitation(db: Db, code: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.code, code.trim()), isNull(invitations.usedAt)))
    .returning();
  return row;
}

export async function findOpenInvitation(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.code, code.trim()), isNull(invitations.usedAt)));
  return row;
}

export async function setInvitationUser(db: Db, id: number, userId: number) {
  await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, id));
}

/** Invitations the scope may see: its own, and those of its companies and firms. */
export async function listScopedInvitations(
  db: Db,
  scope: Scope,
  filter: { search?: string; limit: number; offset: number },
) {
  const inviter = alias(users, 'inviter');
  const visible = scope.all
    ? undefined
    : or(
        eq(invitations.invitedBy, scope.userId),
        scope.companyIds.length ? inArray(invitations.companyId, scope.companyIds) : undefined,
        scope.firmIds.length ? inArray(invitations.firmId, scope.firmIds) : undefined,
      );
  const where = and(
    visible,
    filter.search ? ilike(invitations.email, containsPattern(filter.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(invitations).where(where);
  const rows = await db
    .select({
      invitation: invitations,
      inviterEmail: inviter.email,
      company: { id: companies.id, name: companies.name, company_id: companies.organizationNumber },
      firm: { id: accountingFirms.id, name: accountingFirms.name },
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .leftJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(accountingFirms, eq(accountingFirms.id, invitations.firmId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}
