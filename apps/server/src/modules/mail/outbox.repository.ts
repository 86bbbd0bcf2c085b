import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { outbox, outboxAttachments } from '../../db/schema/outbox';
import type { OutboxRow } from '../../db/schema/outbox';

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface NewOutboxMessage {
  /** one address, or several separated by commas */
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  text: string;
  html: string;
  locale: 'sv' | 'en';
  createdAt: Date;
  attachments?: OutboxAttachment[];
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const { attachments = [], ...values } = message;
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id });
  const id = row!.id;
  if (attachments.length)
    await db.insert(outboxAttachments).values(attachments.map((a) => ({ messageId: id, ...a })));
  return id;
}

/** The files of a message, with their content: what delivery hands to the mail server. */
export async function attachmentsToSend(db: Db, messageId: number): Promise<OutboxAttachment[]> {
  return db
    .select({
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(asc(outboxAttachments.id));
}

export interface AttachmentInfo {
  id: number;
  messageId: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** Names and sizes of the files of several messages, without their content (the list). */
export async function attachmentsOf(db: Db, messageIds: number[]): Promise<AttachmentInfo[]> {
  if (!messageIds.length) return [];
  return db
    .select({
      id: outboxAttachments.id,
      messageId: outboxAttachments.messageId,
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      size: sql<number>`octet_length(${outboxAttachments.content})::int`,
    })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.messageId, messageIds))
    .orderBy(asc(outboxAttachments.id));
}

export async function findOutboxAttachment(db: Db, messageId: number, id: number) {
  const [row] = await db
    .select()
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.messageId, messageId), eq(outboxAttachments.id, id)));
  return row;
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

/** Newest first; `to` matches part of an address (to, cc or bcc), `search` of subject or text. */
export async function listOutboxMessages(db: Db, filter: OutboxFilter) {
  const conditions = [];
  if (filter.to) {
    const pattern = `%${escapeLike(filter.to)}%`;
    conditions.push(
      or(ilike(outbox.to, pattern), ilike(outbox.cc, pattern), ilike(outbox.bcc, pattern)),
    );
  }
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
