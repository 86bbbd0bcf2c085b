import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import type {
  SubscriptionStatusOrdering,
  SubscriptionStatusPage,
} from '@portal/contracts/schemas/subscription-status';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubscriptionStatus = Subscription['status'];

export interface SubscriptionStatusInput {
  page: number;
  /** searched in the company's name */
  search: string;
  status: SubscriptionStatus | null;
  ordering: SubscriptionStatusOrdering;
}

export function getSubscriptionStatus({ page, search, status, ordering }: SubscriptionStatusInput) {
  return api.get<SubscriptionStatusPage>('subscription-status/', {
    params: {
      limit: DEFAULT_LIMIT,
      offset: (page - 1) * DEFAULT_LIMIT,
      search: search.trim() || undefined,
      status,
      ordering,
    },
  });
}

export const subscriptionStatusQueryOptions = (input: SubscriptionStatusInput) =>
  queryOptions({
    queryKey: ['subscription-status', input],
    queryFn: () => getSubscriptionStatus(input),
    placeholderData: keepPreviousData,
  });

export function useSubscriptionStatus(input: SubscriptionStatusInput) {
  return useQuery(subscriptionStatusQueryOptions(input));
}
