import type { EntryDecision, RetryEntriesResult } from '@portal/contracts/schemas/sync-decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SYNC_ENTRIES_KEY } from './get-sync-entries';
import { api } from '@/lib/api-client';

/** POST sync-entries/retry/: the chosen entries are synced again, a task per subscription. */
export function useRetryEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<RetryEntriesResult>('sync-entries/retry/', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_ENTRIES_KEY }),
  });
}

/** POST sync-entries/{id}/decision/; the form shows field errors itself. */
export function useDecideEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EntryDecision }) =>
      api.post<{ detail: string }>(`sync-entries/${id}/decision/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYNC_ENTRIES_KEY }),
  });
}
