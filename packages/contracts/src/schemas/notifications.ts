import { z } from 'zod';
import type { Role } from '../roles';

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info', 'default'] as const;

/**
 * What a notification is about; each kind but `account` has an in-app and an e-mail preference
 * (`in_app_<kind>`, `email_<kind>` in the user's notification settings).
 */
export const NOTIFICATION_KINDS = [
  'account',
  'sync_errors',
  'messages',
  'todos',
  'system',
  'payouts',
  'faq',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** where it leads in the portal (a path), if anywhere */
  link: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** The kinds with preferences (every kind but `account`, which always reaches the inbox). */
export const PREFERENCE_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, 'account'> => kind !== 'account',
);
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export type NoticeChannel = 'in_app' | 'email';
export interface KindPreference {
  kind: PreferenceKind;
  channels: NoticeChannel[];
}

const BOTH: NoticeChannel[] = ['in_app', 'email'];

/**
 * The kinds a role receives and how, so the profile asks only about what can reach the user:
 * messages reach company users and accountants; sync errors owners (a lost connection, alerts)
 * and in-house staff (in the portal only: owners get the alert e-mails); payouts (late kickback
 * lines) and FAQ questions in-house staff.
 */
export function preferencesFor(role: Role | null | undefined): KindPreference[] {
  const rows = (kinds: PreferenceKind[]) => kinds.map((kind) => ({ kind, channels: BOTH }));
  if (role === 'Inhouse')
    return [
      { kind: 'sync_errors', channels: ['in_app'] },
      ...rows(['todos', 'system', 'payouts', 'faq']),
    ];
  if (role === 'Owner') return rows(['sync_errors', 'messages', 'todos', 'system']);
  // colleagues and accountants
  return rows(['messages', 'todos', 'system']);
}

export const NotificationListQuery = z.object({
  unread: z.enum(['true', 'false']).optional(),
  kind: z.enum(NOTIFICATION_KINDS).optional(),
});
