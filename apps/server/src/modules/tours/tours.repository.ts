import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import type { TourProgress } from '../../db/schema/users';

/** The user's tour progress by tour id (an empty object until a tour is started). */
export async function findTours(db: Db, userId: number): Promise<Record<string, TourProgress>> {
  const [row] = await db.select({ tours: users.tours }).from(users).where(eq(users.id, userId));
  return row?.tours ?? {};
}

/** Sets one tour's progress, leaving the user's other tours as they are. */
export async function saveTour(db: Db, userId: number, tour: string, progress: TourProgress) {
  await db
    .update(users)
    .set({
      tours: sql`${users.tours} || jsonb_build_object(${tour}::text, ${JSON.stringify(progress)}::jsonb)`,
    })
    .where(eq(users.id, userId));
}
