import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema/auth';

export type CodePurpose = 'activation' | 'reset';

/** Stores a new code and retires the user's earlier unused codes of the same purpose. */
export async function replaceCode(
  db: Db,
  values: {
    userId: number;
    purpose: CodePurpose;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: values.createdAt })
    .where(
      and(
        eq(oneTimeCodes.userId, values.userId),
        eq(oneTimeCodes.purpose, values.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values(values);
}

export async function findLatestUnusedCode(db: Db, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Takes one of the code's attempts; false when all `max` are taken. */
export async function claimAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, max)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Gives a right code's attempt back: only wrong tries use a code up. */
export async function releaseAttempt(db: Db, id: number) {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} - 1` })
    .where(eq(oneTimeCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
