import type { Notification } from '@portal/contracts/schemas/notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema/notifications';
import type { UserRow } from '../../db/schema/users';
import { notFound } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { userLocale } from '../users/user-dto';
import {
  countUnread,
  deleteOwn,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  markUnread,
} from './notifications.repository';
import type { NotificationFilter } from './notifications.repository';

export type NoticeKind = 'welcome' | 'password_changed';

const NOTICE: Record<NoticeKind, { type: Notification['type']; link: string }> = {
  welcome: { type: 'success', link: '/app-catalogue' },
  password_changed: { type: 'info', link: '/profile' },
};

/**
 * An account notice in the user's language (texts under `email.notifications`): it always
 * reaches the inbox, and it has no e-mail preference (the password mail is sent by its own rule).
 */
export async function notify(
  db: Db,
  user: Pick<UserRow, 'id' | 'locale'>,
  kind: NoticeKind,
  now: Date,
) {
  const locale = userLocale(user);
  await insertNotification(db, {
    userId: user.id,
    title: t(locale, `email.notifications.${kind}.title`),
    text: t(locale, `email.notifications.${kind}.text`),
    type: NOTICE[kind].type,
    kind: 'account',
    link: NOTICE[kind].link,
    createdAt: now,
  });
}

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    link: row.link,
    title: row.title,
    text: row.text,
    type: row.type as Notification['type'],
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listForUser(
  ctx: AppContext,
  userId: number,
  filter: NotificationFilter & { limit: number; offset: number },
) {
  const { count, rows } = await listNotifications(ctx.db, userId, filter);
  return { count, results: rows.map(toNotificationDto) };
}

export const unreadCount = (ctx: AppContext, userId: number) => countUnread(ctx.db, userId);

export async function readOne(ctx: AppContext, userId: number, id: number) {
  const row = await markRead(ctx.db, userId, id, ctx.clock.now());
  if (!row) throw notFound();
  return toNotificationDto(row);
}

export async function unreadOne(ctx: AppContext, userId: number, id: number) {
  const row = await markUnread(ctx.db, userId, id);
  if (!row) throw notFound();
  return toNotificationDto(row);
}

export async function removeOne(ctx: AppContext, userId: number, id: number) {
  if (!(await deleteOwn(ctx.db, userId, id))) throw notFound();
}

export const readAll = (ctx: AppContext, userId: number) =>
  markAllRead(ctx.db, userId, ctx.clock.now());
