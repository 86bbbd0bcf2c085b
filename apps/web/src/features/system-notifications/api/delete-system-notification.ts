import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYSTEM_NOTIFICATIONS_KEY } from './get-system-notifications';
import { api } from '@/lib/api-client';

export function deleteSystemNotification(id: number): Promise<null> {
  return api.del(`system-notifications/${id}/`);
}

export function useDeleteSystemNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystemNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_NOTIFICATIONS_KEY }),
  });
}
