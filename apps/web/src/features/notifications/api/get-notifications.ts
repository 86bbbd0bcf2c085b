import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Notification } from '@portal/contracts/schemas/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface NotificationListInput {
  page: number;
  unreadOnly: boolean;
}

export function getNotifications({ page, unreadOnly }: NotificationListInput) {
  return api.get<Page<Notification>>('notifications/', {
    params: {
      limit: DEFAULT_LIMIT,
      offset: (page - 1) * DEFAULT_LIMIT,
      unread: unreadOnly ? 'true' : undefined,
    },
  });
}

export const notificationsQueryOptions = (input: NotificationListInput) =>
  queryOptions({
    queryKey: ['notifications', 'list', input],
    queryFn: () => getNotifications(input),
    placeholderData: keepPreviousData,
  });

export function useNotifications(input: NotificationListInput) {
  return useQuery(notificationsQueryOptions(input));
}
