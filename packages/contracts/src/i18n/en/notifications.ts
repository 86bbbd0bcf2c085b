import type { notifications as sv } from '../sv/notifications';

export const notifications: typeof sv = {
  unread_only: 'Show unread only',
  mark_read: 'Mark as read',
  mark_all_read: 'Mark all as read',
  all_marked: 'All notifications are marked as read.',
  empty: 'You have no notifications.',
  empty_unread: 'You have no unread notifications.',
  unread: 'Unread',
  list: 'Notifications',
};
