import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/settings';

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
