import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termsVersions } from '../../db/schema/catalog';

/** Every version, newest first: the first is the one in force. */
export async function listTermsVersions(db: Db) {
  return db
    .select({ version: termsVersions.version, publishedAt: termsVersions.publishedAt })
    .from(termsVersions)
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version));
}

export async function findTermsVersion(db: Db, version: string) {
  const [row] = await db.select().from(termsVersions).where(eq(termsVersions.version, version));
  return row;
}
