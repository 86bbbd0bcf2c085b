import type { FirmAccountant } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFirmAccountants(firmId: number) {
  return api.get<FirmAccountant[]>(`accounting-firms/${firmId}/accountants/`);
}

export const firmAccountantsQueryOptions = (firmId: number) =>
  queryOptions({
    queryKey: ['accounting-firms', firmId, 'accountants'],
    queryFn: () => getFirmAccountants(firmId),
  });

/** The firm's accountants with the client companies assigned to each. */
export function useFirmAccountants(firmId: number) {
  return useQuery(firmAccountantsQueryOptions(firmId));
}
