import type { FirmAccountant } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFirmAccountants(id: number) {
  return api.get<FirmAccountant[]>(`accounting-firms/${id}/accountants/`);
}

export const firmAccountantsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['accounting-firms', id, 'accountants'],
    queryFn: () => getFirmAccountants(id),
  });

/** A firm's accountants; fetched only while `id` is set (editing an existing firm). */
export function useFirmAccountants(id: number | null) {
  return useQuery({ ...firmAccountantsQueryOptions(id ?? 0), enabled: id !== null });
}
