import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { NotificationKind, Notification } from '@portal/contracts/schemas/notifications';
import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { DEFAULT_NOTIFICATION_SETTINGS, users } from '../../db/schema/users';
import { escapeHtml } from '../../lib/html';
import { t } from '../../plugins/locale';
import { insertOutboxMessage } from '../mail/outbox.repository';
import { userLocale } from '../users/user-dto';
import { insertNotification } from './notifications.repository';

/**
 * One notice for one user, worded in their language from i18n keys: into their inbox when
 * they want this kind in the portal (`in_app_<kind>`; account notices always), and as an e-mail
 * in the outbox when they want it by e-mail (`email_<kind>`). Runs in the caller's transaction;
 * returns the outbox ids to hand to the queue after it commits (`dispatchEmails`).
 */
export interface Notice {
  kind: NotificationKind;
  type?: Notification['type'];
  /** i18n keys of the title and the text, with their parameters */
  title: string;
  text: string;
  /** the same for every reader, or worded per language (amounts, dates) */
  params?:
    Record<string, string | number> | ((locale: AppLocale) => Record<string, string | number>);
  /** a portal path (`/todos?id=4`); the e-mail links to it too */
  link?: string | null;
  /** false: the inbox only, whatever the e-mail preference (the caller mails this event itself) */
  mail?: boolean;
}

export function wants(
  settings: Partial<NotificationSettings> | null | undefined,
  kind: NotificationKind,
  channel: 'in_app' | 'email',
): boolean {
  if (kind === 'account') return channel === 'in_app';
  const merged: NotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings };
  return merged[`${channel}_${kind}` as keyof NotificationSettings];
}

export async function sendNotice(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  db: Db,
  userId: number,
  notice: Notice,
): Promise<number[]> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      isActive: users.isActive,
      firstName: users.firstName,
      settings: users.notificationSettings,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) return [];
  const now = ctx.clock.now();
  const locale = userLocale(user);
  const params =
    typeof notice.params === 'function' ? notice.params(locale) : (notice.params ?? {});
  const title = t(locale, notice.title, params);
  const text = t(locale, notice.text, params);
  if (wants(user.settings, notice.kind, 'in_app')) {
    await insertNotification(db, {
      userId: user.id,
      title,
      text,
      type: notice.type ?? 'info',
      kind: notice.kind,
      link: notice.link ?? null,
      createdAt: now,
    });
  }
  if (notice.mail === false || !wants(user.settings, notice.kind, 'email')) return [];
  const url = notice.link ? `${ctx.config.publicUrl}${notice.link}` : ctx.config.publicUrl;
  const mail = { name: user.firstName, title, text, url };
  const id = await insertOutboxMessage(db, {
    to: user.email,
    locale,
    subject: t(locale, 'email.notice.subject', mail),
    text: t(locale, 'email.notice.text', mail),
    html: t(
      locale,
      'email.notice.html',
      Object.fromEntries(Object.entries(mail).map(([k, v]) => [k, escapeHtml(v)])),
    ),
    createdAt: now,
  });
  return [id];
}
