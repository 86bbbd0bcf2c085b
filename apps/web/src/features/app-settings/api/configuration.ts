import type { Configuration, SaveConfiguration } from '@portal/contracts/schemas/configuration';
import type { PreviewResponse } from '@portal/contracts/schemas/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_KEY } from './get-subscription';
import { api } from '@/lib/api-client';

export const CONFIGURATION_KEY = ['configuration'] as const;

export function useConfiguration(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...CONFIGURATION_KEY, id],
      queryFn: () => api.get<Configuration>(`subscriptions/${id}/configuration/`),
    }),
  );
}

export function useSaveConfiguration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveConfiguration) =>
      api.put<Configuration>(`subscriptions/${id}/configuration/`, input),
    meta: { errorHandled: true },
    onSuccess: (configuration) => {
      queryClient.setQueryData([...CONFIGURATION_KEY, id], configuration);
      void queryClient.invalidateQueries({ queryKey: [...SUBSCRIPTION_KEY, id] });
    },
  });
}

/** A real recent order of the shop, booked on paper with the saved accounts. */
export function usePreviewRecent(id: number) {
  return useMutation({
    mutationFn: () =>
      api.post<PreviewResponse & { found: boolean }>(`subscriptions/${id}/preview/recent/`),
    meta: { errorHandled: true },
  });
}
