import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function removeFirmAccountant(firmId: number, userId: number) {
  return api.del(`accounting-firms/${firmId}/accountants/${userId}/`);
}

export function useRemoveFirmAccountant(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeFirmAccountant(firmId, userId),
    // The list, the counts and perhaps the primary accountant change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounting-firms', firmId] }),
  });
}
