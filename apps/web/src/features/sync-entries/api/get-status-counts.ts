import type { Page } from '@portal/contracts/pagination';
import { SyncEntryStatus, type SyncEntry } from '@portal/contracts/schemas/sync';
import { useQueries } from '@tanstack/react-query';
import { SYNC_ENTRIES_KEY, type EntriesPath, type EntryStatus } from './get-sync-entries';
import { api } from '@/lib/api-client';

/** How many entries match the search in each status: one count-only page per status. */
export function useStatusCounts(
  search: string,
  path: EntriesPath = 'sync-entries/',
): Partial<Record<EntryStatus, number>> {
  const results = useQueries({
    queries: SyncEntryStatus.options.map((status) => ({
      queryKey: [...SYNC_ENTRIES_KEY, path, 'count', { status, search }],
      queryFn: () =>
        api.get<Page<SyncEntry>>(path, {
          params: { limit: 1, offset: 0, status, search: search.trim() || undefined },
        }),
      select: (page: Page<SyncEntry>) => page.count,
    })),
  });
  const counts: Partial<Record<EntryStatus, number>> = {};
  SyncEntryStatus.options.forEach((status, index) => {
    const count = results[index]?.data;
    if (count !== undefined) counts[status] = count;
  });
  return counts;
}
