import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { wants } from '../notifications/send-notice';
import { userLocale } from '../users/user-dto';
import { addresseesOf, insertInboxRows, lockDue, markDelivered } from './delivery.repository';
import type { Addressee, DueNotice } from './delivery.repository';

/** The notification by e-mail, in the addressee's language around the staff's own words. */
async function mailTo(db: Db, user: Addressee, notice: DueNotice, now: Date, publicUrl: string) {
  const locale = userLocale(user);
  const mail = {
    name: user.first_name,
    title: notice.title,
    text: notice.text,
    url: `${publicUrl}/notifications`,
  };
  const html = Object.fromEntries(Object.entries(mail).map(([k, v]) => [k, escapeHtml(v)]));
  return insertOutboxMessage(db, {
    to: user.email,
    locale,
    subject: t(locale, 'email.notice.subject', mail),
    text: t(locale, 'email.notice.text', mail),
    html: t(locale, 'email.notice.html', html),
    createdAt: now,
  });
}

/**
 * Delivers one due notification inside the caller's transaction: locked first, so whatever runs
 * twice or at once delivers it once. Each active user its targets name gets it as each chose for
 * system notifications: in the inbox (`in_app_system`), by e-mail (`email_system`). It is marked
 * delivered with the number of users it reached. Null when there was nothing to deliver; the
 * outbox ids otherwise, to hand to the queue after the transaction commits. The e-mails link
 * to the inbox at `publicUrl`.
 */
export async function deliverOne(
  db: Db,
  id: number,
  now: Date,
  publicUrl: string,
): Promise<{ recipients: number; mails: number[] } | null> {
  const notice = await lockDue(db, id, now);
  if (!notice) return null;
  const addressees = await addresseesOf(db, id);
  const inApp = addressees.filter((u) => wants(u.notification_settings, 'system', 'in_app'));
  const byMail = addressees.filter((u) => wants(u.notification_settings, 'system', 'email'));
  await insertInboxRows(
    db,
    notice,
    inApp.map((u) => u.id),
    now,
  );
  const mails: number[] = [];
  for (const user of byMail) mails.push(await mailTo(db, user, notice, now, publicUrl));
  const reached = new Set([...inApp, ...byMail].map((u) => u.id)).size;
  await markDelivered(db, id, now, reached);
  return { recipients: reached, mails };
}
