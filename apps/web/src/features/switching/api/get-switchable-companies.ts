import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CompanyListInput {
  page: number;
  search: string;
}

/** The companies the caller may switch into: the server filters by their clients (ADR 010). */
export function getSwitchableCompanies({ page, search }: CompanyListInput) {
  return api.get<Page<Company>>('companies/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, search: search.trim() },
  });
}

export function useSwitchableCompanies(input: CompanyListInput) {
  return useQuery(
    queryOptions({
      queryKey: ['companies', 'switchable', input],
      queryFn: () => getSwitchableCompanies(input),
      placeholderData: keepPreviousData,
    }),
  );
}
