import type { AppLocale } from '@portal/contracts/i18n/resources';
import { translate } from '@portal/contracts/i18n/resources';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { insertOutboxMessage } from './outbox.repository';

export type EmailTemplate =
  'activation' | 'reset' | 'invitation' | 'colleague_invitation' | 'password_changed';

export interface EmailDraft {
  to: string;
  locale: AppLocale;
  template: EmailTemplate;
  params: Record<string, string>;
}

/** Subject, text and HTML from the contracts' `email` texts in the recipient's language. */
export function renderEmail(draft: Omit<EmailDraft, 'to'>) {
  const { locale, template, params } = draft;
  const htmlParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
  return {
    subject: translate(locale, `email.${template}.subject`, params),
    text: translate(locale, `email.${template}.text`, params),
    html: translate(locale, `email.${template}.html`, htmlParams),
  };
}

/** Collects the e-mails of one transaction; they are handed to the queue after it commits. */
export interface Mailer {
  queue(draft: EmailDraft): Promise<void>;
}

/**
 * Runs `work` in a transaction whose e-mails land in the outbox with it (ADR 007), then asks
 * the queue to deliver them. A failed hand-over leaves them queued; the worker sweeps those.
 */
export async function transactionWithMail<T>(
  ctx: AppContext,
  work: (tx: Db, mailer: Mailer) => Promise<T>,
): Promise<T> {
  const ids: number[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const mailer: Mailer = {
      async queue(draft) {
        const rendered = renderEmail(draft);
        const id = await insertOutboxMessage(tx, {
          to: draft.to,
          locale: draft.locale,
          ...rendered,
          createdAt: ctx.clock.now(),
        });
        ids.push(id);
      },
    };
    return work(tx, mailer);
  });
  await dispatchEmails(ctx, ids);
  return result;
}

export async function dispatchEmails(ctx: AppContext, ids: number[]): Promise<void> {
  for (const outboxId of ids) {
    try {
      await ctx.queue.send('email.deliver', { outboxId }, { key: String(outboxId) });
    } catch (error) {
      ctx.log.error({ err: error, outboxId }, 'could not queue e-mail delivery');
    }
  }
}
