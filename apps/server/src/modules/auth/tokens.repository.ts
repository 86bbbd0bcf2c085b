import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema/auth';
import { userColumns, users } from '../../db/schema/users';

export async function insertToken(db: Db, values: typeof authTokens.$inferInsert) {
  const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
  return row!.id;
}

/** The token with its user, whatever its state; the caller decides what an old token means. */
export async function findTokenWithUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: authTokens, user: userColumns })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeToken(db: Db, id: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

/** Signs the user out everywhere, or everywhere but `keepId` (the session changing the password). */
export async function revokeUserTokens(db: Db, userId: number, now: Date, keepId?: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepId === undefined ? undefined : ne(authTokens.id, keepId),
      ),
    );
}

export async function findParentToken(db: Db, id: number) {
  const [row] = await db
    .select({ revokedAt: authTokens.revokedAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(eq(authTokens.id, id));
  return row;
}
