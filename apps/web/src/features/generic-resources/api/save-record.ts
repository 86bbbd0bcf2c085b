import type { GenericRecord } from '@portal/contracts/resources/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERIC_RESOURCES_KEY } from './get-resource-index';
import { api } from '@/lib/api-client';

type Data = Record<string, unknown>;

export function createRecord(resource: string, data: Data) {
  return api.post<GenericRecord>(`generic-resources/${resource}/`, data);
}

export function updateRecord(resource: string, id: number, data: Data) {
  return api.patch<GenericRecord>(`generic-resources/${resource}/${id}/`, data);
}

/** POST (id null) or PATCH a row; the form shows the field errors itself. */
export function useSaveRecord(resource: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: Data }) =>
      id === null ? createRecord(resource, data) : updateRecord(resource, id, data),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GENERIC_RESOURCES_KEY }),
  });
}
