import { z } from 'zod';

export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info', 'default'] as const;

export const Notification = z.object({
  id: z.number().int(),
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
