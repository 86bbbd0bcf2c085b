import type { Notification } from '@portal/contracts/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function markRead(id: number): Promise<Notification> {
  return api.post<Notification>(`notifications/${id}/read/`);
}

export function markUnread(id: number): Promise<Notification> {
  return api.post<Notification>(`notifications/${id}/unread/`);
}

export function markAllRead(): Promise<unknown> {
  return api.post('notifications/read-all/');
}

/** Every list and the unread count are read again after a change. */
function useInboxMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export const useMarkRead = () => useInboxMutation(markRead);
export const useMarkUnread = () => useInboxMutation(markUnread);
export const useMarkAllRead = () => useInboxMutation<void>(markAllRead);
