import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFirm(firmId: number) {
  return api.get<AccountingFirm>(`accounting-firms/${firmId}/`);
}

export const firmQueryOptions = (firmId: number) =>
  queryOptions({ queryKey: ['accounting-firms', firmId], queryFn: () => getFirm(firmId) });

export function useFirm(firmId: number) {
  return useQuery(firmQueryOptions(firmId));
}
