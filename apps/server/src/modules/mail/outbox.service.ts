import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import type { AppContext } from '../../context';
import type { OutboxRow } from '../../db/schema/outbox';
import type { OutboxFilter } from './outbox.repository';
import { listOutboxMessages } from './outbox.repository';

function toOutboxDto(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    locale: row.locale === 'en' ? 'en' : 'sv',
    status: row.status as OutboxMessage['status'],
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutbox(ctx: AppContext, filter: OutboxFilter) {
  const { count, rows } = await listOutboxMessages(ctx.db, filter);
  return { count, results: rows.map(toOutboxDto) };
}
