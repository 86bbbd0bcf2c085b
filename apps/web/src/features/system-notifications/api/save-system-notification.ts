import {
  SystemNotificationInput,
  type SystemNotification,
} from '@portal/contracts/schemas/system-notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYSTEM_NOTIFICATIONS_KEY } from './get-system-notifications';
import { api } from '@/lib/api-client';

export { SystemNotificationInput };

export function createSystemNotification(input: SystemNotificationInput) {
  return api.post<SystemNotification>('system-notifications/', input);
}

export function updateSystemNotification(id: number, input: Partial<SystemNotificationInput>) {
  return api.patch<SystemNotification>(`system-notifications/${id}/`, input);
}

/** POST (id null) or PATCH; the form shows the field errors itself. */
export function useSaveSystemNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SystemNotificationInput }) =>
      id === null ? createSystemNotification(input) : updateSystemNotification(id, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEM_NOTIFICATIONS_KEY }),
  });
}
