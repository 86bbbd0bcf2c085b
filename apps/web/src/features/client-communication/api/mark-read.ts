import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from './get-conversations';
import { api } from '@/lib/api-client';

/** POST {base}read/: what the other side wrote is read; the unread badges count again. */
export function useMarkRead(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ read: number }>(`${base}read/`),
    meta: { errorHandled: true },
    onSuccess: async ({ read }) => {
      if (read === 0) return;
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
