import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_RULES_KEY } from './get-custom-rules';
import { api } from '@/lib/api-client';

export function deleteCustomRule(id: number): Promise<null> {
  return api.del(`custom-rules/${id}/`);
}

export function useDeleteCustomRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_RULES_KEY }),
  });
}
