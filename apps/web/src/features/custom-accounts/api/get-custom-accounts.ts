import type { Page } from '@portal/contracts/pagination';
import type {
  CustomAccountMapping,
  CustomAccountType,
} from '@portal/contracts/schemas/custom-accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const CUSTOM_ACCOUNTS_KEY = ['custom-accounts'] as const;

export interface CustomAccountFilters {
  account_type: CustomAccountType | null;
  event_type: 'order' | 'refund' | 'payout' | null;
}

export type CustomAccountsListInput = ListParams<CustomAccountFilters>;

export function getCustomAccounts(
  { search, filters, ordering }: CustomAccountsListInput,
  offset: number,
  limit: number,
) {
  return api.get<Page<CustomAccountMapping>>('custom-accounts/', {
    params: {
      limit,
      offset,
      search: search || undefined,
      account_type: filters.account_type ?? undefined,
      event_type: filters.event_type ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export const customAccountsQueryOptions = (input: CustomAccountsListInput) =>
  queryOptions({
    queryKey: [...CUSTOM_ACCOUNTS_KEY, input],
    queryFn: () => getCustomAccounts(input, input.offset, input.limit),
    placeholderData: keepPreviousData,
  });

export function useCustomAccounts(input: CustomAccountsListInput) {
  return useQuery(customAccountsQueryOptions(input));
}
