import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUnreadCount(): Promise<{ count: number }> {
  return api.get<{ count: number }>('notifications/unread-count/');
}

/** Fresh every minute and whenever the window regains focus. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'unread-count'],
    queryFn: getUnreadCount,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
