import type { PeriodicTask, SyncEntry } from '@portal/contracts/schemas/sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYNC_ENTRIES_KEY } from './get-sync-entries';
import { api } from '@/lib/api-client';

/** Queues one element of a subscription again: the entry's kind and its id at the source. */
export function syncElement(entry: Pick<SyncEntry, 'subscription_id' | 'kind' | 'source_id'>) {
  return api.post<PeriodicTask>(`subscriptions/${entry.subscription_id}/sync/element/`, {
    kind: entry.kind,
    id: entry.source_id,
  });
}

export function useSyncElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncElement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_ENTRIES_KEY }),
  });
}
