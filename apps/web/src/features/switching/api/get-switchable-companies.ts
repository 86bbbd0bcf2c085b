import type { Page } from '@portal/contracts/pagination';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

/** `search` is matched in the name and organisation number; the list has no filters. */
export type SwitchableCompaniesInput = ListParams<Record<string, never>>;

/** The companies the caller may switch into: the server filters by their clients (ADR 010). */
export function getSwitchableCompanies({ limit, offset, search }: SwitchableCompaniesInput) {
  return api.get<Page<Company>>('companies/', { params: { limit, offset, search } });
}

export function useSwitchableCompanies(input: SwitchableCompaniesInput) {
  return useQuery(
    queryOptions({
      queryKey: ['companies', 'switchable', input],
      queryFn: () => getSwitchableCompanies(input),
      placeholderData: keepPreviousData,
    }),
  );
}
