import type { ManualSyncRequest, SyncProgress } from '@portal/contracts/schemas/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often a running manual sync is asked how far it got. */
export const PROGRESS_INTERVAL_MS = 1000;

/** Starts a manual sync: chosen rows of a tab, or everything unsynced in a date range. */
export function startManualSync(request: ManualSyncRequest) {
  return api.post<SyncProgress>('sales/sync/', request);
}

export function getSyncProgress(tasks: readonly number[]) {
  return api.get<SyncProgress>('sales/sync/', { params: { tasks: tasks.join(',') } });
}

const syncProgressQueryOptions = (tasks: readonly number[]) =>
  queryOptions({
    queryKey: ['sales', 'sync', tasks],
    queryFn: () => getSyncProgress(tasks),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.finished ? false : PROGRESS_INTERVAL_MS),
  });

/** The progress of a manual sync's tasks, asked every second until they are finished. */
export function useSyncProgress(tasks: readonly number[] | null) {
  return useQuery({
    ...syncProgressQueryOptions(tasks ?? []),
    enabled: tasks !== null && tasks.length > 0,
  });
}
