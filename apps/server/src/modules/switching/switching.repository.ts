import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from '../../db/schema/auth';

export async function findTokenExpiry(db: Db, tokenId: number): Promise<Date> {
  const [row] = await db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(eq(authTokens.id, tokenId));
  return row!.expiresAt;
}
