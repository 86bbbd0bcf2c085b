import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { outbox } from '../../db/schema/outbox';
import type { OutboxRow } from '../../db/schema/outbox';

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: 'sv' | 'en';
  createdAt: Date;
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export async function markOutboxMessage(
  db: Db,
  id: number,
  change: { status: OutboxRow['status']; sentAt?: Date | null; error?: string | null },
): Promise<void> {
  await db.update(outbox).set(change).where(eq(outbox.id, id));
}

export async function queuedOutboxIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.status, 'queued'))
    .orderBy(outbox.id);
  return rows.map((r) => r.id);
}

export interface OutboxFilter {
  to?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** Newest first; `to` matches part of the address, `search` part of the subject or text. */
export async function listOutboxMessages(db: Db, filter: OutboxFilter) {
  const conditions = [];
  if (filter.to) conditions.push(ilike(outbox.to, `%${escapeLike(filter.to)}%`));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(outbox.subject, pattern), ilike(outbox.text, pattern)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}
