import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface FirmListInput {
  page: number;
  /** name or firm number */
  search: string;
}

export function getFirms({ page, search }: FirmListInput) {
  return api.get<Page<AccountingFirm>>('accounting-firms/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, search: search.trim() },
  });
}

export const firmsQueryKey = (input: FirmListInput) => ['accounting-firms', 'list', input] as const;

export const firmsQueryOptions = (input: FirmListInput) =>
  queryOptions({
    queryKey: firmsQueryKey(input),
    queryFn: () => getFirms(input),
    placeholderData: keepPreviousData,
  });

export function useFirms(input: FirmListInput) {
  return useQuery(firmsQueryOptions(input));
}
