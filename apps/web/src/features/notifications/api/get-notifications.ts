import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Notification, NotificationKind } from '@portal/contracts/schemas/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface NotificationListInput {
  page: number;
  unreadOnly: boolean;
  kind?: NotificationKind | null;
  /** page size: 50 on the screen, the latest 5 in the bell */
  limit?: number;
}

export function getNotifications({
  page,
  unreadOnly,
  kind,
  limit = DEFAULT_LIMIT,
}: NotificationListInput) {
  return api.get<Page<Notification>>('notifications/', {
    params: {
      limit,
      offset: (page - 1) * limit,
      unread: unreadOnly ? 'true' : undefined,
      kind: kind ?? undefined,
    },
  });
}

export const notificationsQueryOptions = (input: NotificationListInput) =>
  queryOptions({
    queryKey: ['notifications', 'list', input],
    queryFn: () => getNotifications(input),
    placeholderData: keepPreviousData,
    meta: { errorHandled: true },
  });

export function useNotifications(input: NotificationListInput, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(input), enabled });
}
