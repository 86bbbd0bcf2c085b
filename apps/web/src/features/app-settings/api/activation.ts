import type {
  ActivateRequest,
  ActivationCheckRequest,
  ActivationCheckResult,
  ActivationState,
  ImportEstimate,
} from '@portal/contracts/schemas/activation';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_KEY } from './get-subscription';
import { api } from '@/lib/api-client';

export const ACTIVATION_KEY = ['activation'] as const;

/** While the import runs the bar moves: asked again every few seconds until it is done. */
export function useActivation(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ACTIVATION_KEY, id],
      queryFn: () => api.get<ActivationState>(`subscriptions/${id}/activation/`),
      refetchInterval: (query) => {
        const progress = query.state.data?.progress;
        return progress && progress.percent < 100 ? 3000 : false;
      },
    }),
  );
}

export function useActivate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivateRequest) =>
      api.post<Subscription>(`subscriptions/${id}/activate/`, input),
    meta: { errorHandled: true },
    onSuccess: (subscription) => {
      queryClient.setQueryData([...SUBSCRIPTION_KEY, id], subscription);
      void queryClient.invalidateQueries({ queryKey: [...ACTIVATION_KEY, id] });
    },
  });
}

/** The check before activation: reads both sides, books nothing. */
export function useActivationCheck(id: number) {
  return useMutation({
    mutationFn: (input: ActivationCheckRequest) =>
      api.post<ActivationCheckResult>(`subscriptions/${id}/activation/check/`, input),
    meta: { errorHandled: true },
  });
}

/** How long the import from `startDate` takes; asked again when the (debounced) date changes. */
export function useImportEstimate(id: number, startDate: string) {
  return useQuery(
    queryOptions({
      queryKey: [...ACTIVATION_KEY, id, 'estimate', startDate],
      queryFn: ({ signal }) =>
        api.post<ImportEstimate>(
          `subscriptions/${id}/activation/estimate/`,
          { start_date: startDate },
          { signal },
        ),
      enabled: /^\d{4}-\d{2}-\d{2}$/.test(startDate),
      meta: { errorHandled: true },
      staleTime: 5 * 60_000,
    }),
  );
}
