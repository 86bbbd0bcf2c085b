import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

export async function updateConfiguration(
  db: Db,
  id: number,
  values: {
    postingModel: string;
    accountMapping: Record<string, unknown>;
    articleWriteBack: string;
  },
) {
  await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}
