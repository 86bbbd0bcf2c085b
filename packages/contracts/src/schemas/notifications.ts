import { z } from 'zod';

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

export const NotificationListQuery = z.object({
  unread: z.enum(['true', 'false']).optional(),
});
