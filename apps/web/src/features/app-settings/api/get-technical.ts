import type { SubscriptionTechnical } from '@portal/contracts/schemas/technical';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TECHNICAL_KEY = ['subscription-technical'] as const;

export const technicalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TECHNICAL_KEY, id],
    queryFn: () => api.get<SubscriptionTechnical>(`subscriptions/${id}/technical/`),
  });

/** The Technical details tab: webhook, cursor, health and the latest sync entries. */
export function useTechnical(id: number) {
  return useQuery(technicalQueryOptions(id));
}
