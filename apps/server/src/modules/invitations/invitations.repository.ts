import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema/auth';

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

export async function setInvitationUser(db: Db, id: number, userId: number) {
  await db.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, id));
}
