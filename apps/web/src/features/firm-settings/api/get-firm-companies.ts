import { MAX_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The firm's client companies, at most one page of 500 (the API's largest). */
export function getFirmCompanies(firmId: number) {
  return api.get<Page<Company>>('companies/', {
    params: { accounting_firm_id: firmId, limit: MAX_LIMIT },
  });
}

export const firmCompaniesQueryOptions = (firmId: number) =>
  queryOptions({
    queryKey: ['companies', { firmId }],
    queryFn: () => getFirmCompanies(firmId),
  });

export function useFirmCompanies(firmId: number) {
  return useQuery(firmCompaniesQueryOptions(firmId));
}
