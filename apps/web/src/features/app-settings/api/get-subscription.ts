import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SUBSCRIPTION_KEY = ['subscription'] as const;

export function getSubscription(id: number) {
  return api.get<Subscription>(`subscriptions/${id}/`);
}

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...SUBSCRIPTION_KEY, id], queryFn: () => getSubscription(id) });

/** One subscription of the active company (404 for anyone else's). */
export function useSubscription(id: number) {
  return useQuery(subscriptionQueryOptions(id));
}
