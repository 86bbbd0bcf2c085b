import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERIC_RESOURCES_KEY } from './get-resource-index';
import { api } from '@/lib/api-client';

export function deleteRecord(resource: string, id: number): Promise<null> {
  return api.del(`generic-resources/${resource}/${id}/`);
}

export function useDeleteRecord(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERIC_RESOURCES_KEY }),
  });
}
