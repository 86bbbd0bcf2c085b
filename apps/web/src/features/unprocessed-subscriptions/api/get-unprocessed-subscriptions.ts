import type {
  UnhealthyReason,
  UnprocessedSubscriptionPage,
} from '@portal/contracts/schemas/sync-health';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const UNPROCESSED_KEY = ['unprocessed-subscriptions'] as const;

/** The list's one filter: the reason (null: all). */
export interface UnprocessedFilters {
  reason: UnhealthyReason | null;
}

export type UnprocessedListInput = ListParams<UnprocessedFilters>;

export function getUnprocessedSubscriptions({
  limit,
  offset,
  search,
  filters,
  ordering,
}: UnprocessedListInput) {
  return api.get<UnprocessedSubscriptionPage>('unprocessed-subscriptions/', {
    params: { limit, offset, search, reason: filters.reason, ordering },
  });
}

export const unprocessedQueryOptions = (input: UnprocessedListInput) =>
  queryOptions({
    queryKey: [...UNPROCESSED_KEY, input],
    queryFn: () => getUnprocessedSubscriptions(input),
    placeholderData: keepPreviousData,
  });

/** One page of subscriptions whose sync is stuck, failing, never run or behind. */
export function useUnprocessedSubscriptions(input: UnprocessedListInput) {
  return useQuery(unprocessedQueryOptions(input));
}
