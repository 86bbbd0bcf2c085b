import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLUGINS_KEY } from './get-plugins';
import { api } from '@/lib/api-client';

export function deletePlugin(id: number): Promise<null> {
  return api.del(`plugins/${id}/`);
}

export function useDeletePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlugin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLUGINS_KEY }),
  });
}
