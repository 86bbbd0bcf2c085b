import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { sendNotice, wants } from '../notifications/send-notice';
import { companyRecipients, firmRecipients } from './client-communication.repository';

const localeOf = (value: string): AppLocale => (value === 'en' ? 'en' : 'sv');

/** The start of a message on one line, for a notice. */
export function excerpt(body: string, max = 160): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export interface MessageEvent {
  authorId: number;
  firm: string;
  company: string;
  companyId: number;
  firmId: number;
  body: string;
}

/**
 * The firm wrote: a notice to each of the company's users who keeps message notices in the
 * portal, and an e-mail (with the message) to each who chose message e-mail — only for the first
 * message they have not read (`firstUnread`), so a run of messages sends one e-mail. Returns the
 * outbox ids to hand to the queue.
 */
export async function tellClient(
  ctx: AppContext,
  tx: Db,
  event: MessageEvent,
  firstUnread: boolean,
): Promise<number[]> {
  const now = ctx.clock.now();
  const link = `${ctx.config.publicUrl}/messages`;
  const mails: number[] = [];
  for (const user of await companyRecipients(tx, event.companyId)) {
    if (user.id === event.authorId) continue;
    const locale = localeOf(user.locale);
    const params = { firm: event.firm, company: event.company, excerpt: excerpt(event.body) };
    await sendNotice(ctx, tx, user.id, {
      kind: 'messages',
      title: 'collaboration.notice.to_client.title',
      text: 'collaboration.notice.to_client.text',
      params,
      link: '/messages',
      mail: false,
    });
    if (!firstUnread || !wants(user.notification_settings, 'messages', 'email')) continue;
    const mail = { ...params, name: user.first_name, body: event.body, link };
    const html = Object.fromEntries(Object.entries(mail).map(([k, v]) => [k, escapeHtml(v)]));
    mails.push(
      await insertOutboxMessage(tx, {
        to: user.email,
        locale,
        subject: t(locale, 'collaboration.email.subject', mail),
        text: t(locale, 'collaboration.email.text', mail),
        html: t(locale, 'collaboration.email.html', html),
        createdAt: now,
      }),
    );
  }
  return mails;
}

/**
 * The client wrote: a notice to each of the firm's accountants who work with that client, as
 * each chose for messages; the e-mail only for the first message the firm has not read.
 */
export async function tellFirm(
  ctx: AppContext,
  tx: Db,
  event: MessageEvent,
  firstUnread: boolean,
): Promise<number[]> {
  const mails: number[] = [];
  for (const user of await firmRecipients(tx, event.firmId, event.companyId)) {
    if (user.id === event.authorId) continue;
    const ids = await sendNotice(ctx, tx, user.id, {
      kind: 'messages',
      title: 'collaboration.notice.to_firm.title',
      text: 'collaboration.notice.to_firm.text',
      params: { company: event.company, excerpt: excerpt(event.body) },
      link: `/client-communication?client=${event.companyId}`,
      mail: firstUnread,
    });
    mails.push(...ids);
  }
  return mails;
}
