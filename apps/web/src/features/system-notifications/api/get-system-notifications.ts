import type { Page } from '@portal/contracts/pagination';
import type {
  SYSTEM_NOTIFICATION_STATUSES,
  SYSTEM_NOTIFICATION_TYPES,
  SystemNotification,
} from '@portal/contracts/schemas/system-notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const SYSTEM_NOTIFICATIONS_KEY = ['system-notifications'] as const;

export interface SystemNotificationFilters {
  status: (typeof SYSTEM_NOTIFICATION_STATUSES)[number] | null;
  type: (typeof SYSTEM_NOTIFICATION_TYPES)[number] | null;
}

export type SystemNotificationListInput = ListParams<SystemNotificationFilters>;

export function getSystemNotifications({
  limit,
  offset,
  search,
  filters,
  ordering,
}: SystemNotificationListInput) {
  return api.get<Page<SystemNotification>>('system-notifications/', {
    params: { limit, offset, search, status: filters.status, type: filters.type, ordering },
  });
}

export const systemNotificationsQueryOptions = (input: SystemNotificationListInput) =>
  queryOptions({
    queryKey: [...SYSTEM_NOTIFICATIONS_KEY, input],
    queryFn: () => getSystemNotifications(input),
    placeholderData: keepPreviousData,
  });

export function useSystemNotifications(input: SystemNotificationListInput) {
  return useQuery(systemNotificationsQueryOptions(input));
}
