import type { Page } from '@portal/contracts/pagination';
import type { SyncEntry, SyncEntryStatus } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export type EntryStatus = z.infer<typeof SyncEntryStatus>;

export const SYNC_ENTRIES_KEY = ['sync-entries'] as const;

export interface SyncEntryFilters {
  status: EntryStatus | null;
}

/** `search` is matched in the reference number, source and reason. */
export type SyncEntriesInput = ListParams<SyncEntryFilters>;

/** In-house staff read every entry; a company reads its own through its report. */
export type EntriesPath = 'sync-entries/' | 'reports/entries/';

export function getSyncEntries(
  { limit, offset, search, filters }: SyncEntriesInput,
  path: EntriesPath = 'sync-entries/',
) {
  return api.get<Page<SyncEntry>>(path, {
    params: { limit, offset, status: filters.status, search: search || undefined },
  });
}

export const syncEntriesQueryOptions = (input: SyncEntriesInput, path?: EntriesPath) =>
  queryOptions({
    queryKey: [...SYNC_ENTRIES_KEY, path, input],
    queryFn: () => getSyncEntries(input, path),
    placeholderData: keepPreviousData,
  });

export function useSyncEntries(input: SyncEntriesInput, path?: EntriesPath) {
  return useQuery(syncEntriesQueryOptions(input, path));
}
