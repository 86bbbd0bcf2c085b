import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { JobPayloads } from '../../jobs/queue';
import {
  attachmentsToSend,
  findOutboxMessage,
  markOutboxMessage,
  queuedOutboxIds,
} from './outbox.repository';
import { dispatchEmails } from './mail.service';
import type { MailTransport } from './transport';
import { errorText } from '../../db/errors';

/**
 * Delivers one outbox message: through SMTP when configured (`sent`), otherwise keeps it for
 * in-house staff (`stored`). Throws on SMTP failure so pg-boss retries; the last try marks it `failed`.
 */
export async function deliverEmail(
  ctx: AppContext,
  transport: MailTransport | undefined,
  outboxId: number,
  lastAttempt: boolean,
): Promise<void> {
  const message = await findOutboxMessage(ctx.db, outboxId);
  if (!message || message.status === 'sent' || message.status === 'stored') return;
  if (!transport) {
    await markOutboxMessage(ctx.db, outboxId, { status: 'stored', error: null });
    return;
  }
  const attachments = await attachmentsToSend(ctx.db, outboxId);
  try {
    await transport.send({
      from: ctx.config.mailFrom,
      to: message.to,
      ...(message.cc ? { cc: message.cc } : {}),
      ...(message.bcc ? { bcc: message.bcc } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(attachments.length
        ? {
            attachments: attachments.map((a) => ({
              filename: a.fileName,
              contentType: a.contentType,
              content: a.content,
            })),
          }
        : {}),
    });
  } catch (error) {
    const reason = errorText(error);
    await markOutboxMessage(ctx.db, outboxId, {
      status: lastAttempt ? 'failed' : 'queued',
      error: reason,
    });
    throw error;
  }
  await markOutboxMessage(ctx.db, outboxId, {
    status: 'sent',
    sentAt: ctx.clock.now(),
    error: null,
  });
}

export async function startMailWorker(
  boss: PgBoss,
  ctx: AppContext,
  transport: MailTransport | undefined,
  pollingIntervalSeconds = 2,
): Promise<void> {
  await boss.work<JobPayloads['email.deliver']>(
    'email.deliver',
    { includeMetadata: true, pollingIntervalSeconds },
    async (jobs) => {
      for (const job of jobs) {
        await deliverEmail(ctx, transport, job.data.outboxId, job.retryCount >= job.retryLimit);
      }
    },
  );
  // Messages whose hand-over to the queue failed after their transaction committed.
  await dispatchEmails(ctx, await queuedOutboxIds(ctx.db));
}
