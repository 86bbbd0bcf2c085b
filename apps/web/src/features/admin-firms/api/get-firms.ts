import type { Page } from '@portal/contracts/pagination';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

/** `search` is matched in the name and firm number; the list has no filters. */
export type FirmListInput = ListParams<Record<string, never>>;

export function getFirms({ limit, offset, search }: FirmListInput) {
  return api.get<Page<AccountingFirm>>('accounting-firms/', {
    params: { limit, offset, search },
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
