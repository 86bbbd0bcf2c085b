import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedDevices } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

/** The device whose cookie key hashes to `tokenHash`, when it signed in to this e-mail before. */
export async function findTrustedDevice(db: Db, tokenHash: string, email: string) {
  const [row] = await db
    .select({ id: trustedDevices.id, userId: trustedDevices.userId })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      ),
    );
  return row;
}

export async function insertTrustedDevice(db: Db, userId: number, tokenHash: string, now: Date) {
  await db.insert(trustedDevices).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
}

export async function touchTrustedDevice(db: Db, id: number, now: Date) {
  await db.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.id, id));
}

/** Forgets the user's devices: all of them, or those unused since `before`. */
export async function deleteTrustedDevices(db: Db, userId: number, before?: Date) {
  await db
    .delete(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        before ? lt(trustedDevices.lastUsedAt, before) : undefined,
      ),
    );
}
