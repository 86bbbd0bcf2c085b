import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import type { AppContext } from '../../context';
import type { OutboxRow } from '../../db/schema/outbox';
import { notFound } from '../../http/http-error';
import type { AttachmentInfo, OutboxFilter } from './outbox.repository';
import { attachmentsOf, findOutboxAttachment, listOutboxMessages } from './outbox.repository';

function toOutboxDto(row: OutboxRow, files: AttachmentInfo[]): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    text: row.text,
    html: row.html,
    locale: row.locale === 'en' ? 'en' : 'sv',
    status: row.status as OutboxMessage['status'],
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    attachments: files
      .filter((f) => f.messageId === row.id)
      .map((f) => ({
        id: f.id,
        file_name: f.fileName,
        content_type: f.contentType,
        size: f.size,
      })),
  };
}

export async function listOutbox(ctx: AppContext, filter: OutboxFilter) {
  const { count, rows } = await listOutboxMessages(ctx.db, filter);
  const files = await attachmentsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((row) => toOutboxDto(row, files)) };
}

/** One file of a message, to download. */
export async function outboxAttachment(ctx: AppContext, messageId: number, id: number) {
  const file = await findOutboxAttachment(ctx.db, messageId, id);
  if (!file) throw notFound();
  return file;
}
