import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CompanyListInput {
  page: number;
  /** name or organisation number */
  search: string;
}

export function getCompanies({ page, search }: CompanyListInput) {
  return api.get<Page<Company>>('companies/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, search: search.trim() },
  });
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
