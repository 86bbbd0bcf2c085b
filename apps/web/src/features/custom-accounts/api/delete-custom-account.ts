import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_ACCOUNTS_KEY } from './get-custom-accounts';
import { api } from '@/lib/api-client';

export function useDeleteCustomAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`custom-accounts/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_ACCOUNTS_KEY }),
  });
}
