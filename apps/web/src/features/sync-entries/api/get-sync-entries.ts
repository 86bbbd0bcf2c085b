import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { SyncEntry, SyncEntryStatus } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type EntryStatus = z.infer<typeof SyncEntryStatus>;

export const SYNC_ENTRIES_KEY = ['sync-entries'] as const;

export interface SyncEntriesInput {
  page: number;
  status: EntryStatus | null;
  /** searched in the reference number, source and reason */
  search: string;
}

export function getSyncEntries({ page, status, search }: SyncEntriesInput) {
  return api.get<Page<SyncEntry>>('sync-entries/', {
    params: {
      limit: DEFAULT_LIMIT,
      offset: (page - 1) * DEFAULT_LIMIT,
      status,
      search: search.trim() || undefined,
    },
  });
}

export const syncEntriesQueryOptions = (input: SyncEntriesInput) =>
  queryOptions({
    queryKey: [...SYNC_ENTRIES_KEY, input],
    queryFn: () => getSyncEntries(input),
    placeholderData: keepPreviousData,
  });

export function useSyncEntries(input: SyncEntriesInput) {
  return useQuery(syncEntriesQueryOptions(input));
}
