import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUIDES_KEY } from './get-guides';
import { api } from '@/lib/api-client';

export function deleteGuide(id: number): Promise<null> {
  return api.del(`guides/${id}/`);
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GUIDES_KEY }),
  });
}
