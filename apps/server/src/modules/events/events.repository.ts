import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventLog } from '../../db/schema/events';
import { users } from '../../db/schema/users';

export type NewEvent = typeof eventLog.$inferInsert;

export async function insertEvent(db: Db, values: NewEvent) {
  await db.insert(eventLog).values(values);
}

export interface EventFilter {
  entity?: string;
  entityId?: string;
  doneBy?: number;
  firmId?: number;
  limit: number;
  offset: number;
}

const actor = alias(users, 'actor');
const actedAs = alias(users, 'acted_as');

/** Newest first, with the e-mail of who did it and whom they acted as. */
export async function listEvents(db: Db, filter: EventFilter) {
  const where = and(
    filter.entity ? eq(eventLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(eventLog.entityId, filter.entityId) : undefined,
    filter.doneBy ? eq(eventLog.doneBy, filter.doneBy) : undefined,
    filter.firmId ? eq(eventLog.firmId, filter.firmId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(eventLog).where(where);
  const rows = await db
    .select({
      event: eventLog,
      doneByEmail: actor.email,
      actingAsEmail: actedAs.email,
    })
    .from(eventLog)
    .leftJoin(actor, eq(actor.id, eventLog.doneBy))
    .leftJoin(actedAs, eq(actedAs.id, eventLog.actingAs))
    .where(where)
    .orderBy(desc(eventLog.at), desc(eventLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}
