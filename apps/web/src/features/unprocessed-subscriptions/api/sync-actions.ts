import type { DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNPROCESSED_KEY } from './get-unprocessed-subscriptions';
import { api } from '@/lib/api-client';

export type SyncAction = 'retry' | 'restart';

/** POST unprocessed-subscriptions/{id}/retry/ (a run now) or …/restart/ (restart connector). */
export function runSyncAction({ id, action }: { id: number; action: SyncAction }) {
  return api.post<DetailResponse>(`unprocessed-subscriptions/${id}/${action}/`);
}

export function useSyncAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSyncAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNPROCESSED_KEY }),
  });
}
