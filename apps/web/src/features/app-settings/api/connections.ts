import type {
  Connections,
  ConnectionTestResult,
  ConnectionView,
  SaveConnection,
} from '@portal/contracts/schemas/connections';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_KEY } from './get-subscription';
import { api } from '@/lib/api-client';

export const CONNECTIONS_KEY = ['connections'] as const;
type Side = ConnectionView['side'];

export const connectionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CONNECTIONS_KEY, id],
    queryFn: () => api.get<Connections>(`subscriptions/${id}/connections/`),
  });

/** Both sides of the subscription's connection; secrets come masked. */
export function useConnections(id: number) {
  return useQuery(connectionsQueryOptions(id));
}

export function useSaveConnection(id: number, side: Side) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveConnection) =>
      api.put<ConnectionView>(`subscriptions/${id}/connections/${side}/`, input),
    meta: { errorHandled: true },
    onSuccess: (view) =>
      queryClient.setQueryData<Connections>([...CONNECTIONS_KEY, id], (current) =>
        current ? { ...current, [side]: view } : current,
      ),
  });
}

export function useTestConnection(id: number, side: Side) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<ConnectionTestResult>(`subscriptions/${id}/connections/${side}/test/`),
    // a valid test may bring a subscription in Error back to Active (ADR 020)
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: [...SUBSCRIPTION_KEY, id] });
    },
  });
}
