import type { Page } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

/** `search` is matched in the name and organisation number; the list has no filters. */
export type CompanyListInput = ListParams<Record<string, never>>;

export function getCompanies({ limit, offset, search }: CompanyListInput) {
  return api.get<Page<Company>>('companies/', { params: { limit, offset, search } });
}

export const companiesQueryOptions = (input: CompanyListInput) =>
  queryOptions({
    queryKey: ['companies', 'list', input],
    queryFn: () => getCompanies(input),
    placeholderData: keepPreviousData,
  });

export function useCompanies(input: CompanyListInput) {
  return useQuery(companiesQueryOptions(input));
}
