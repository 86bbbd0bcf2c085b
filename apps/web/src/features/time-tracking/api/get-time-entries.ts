import type { TimeEntryPage } from '@portal/contracts/schemas/time-tracking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface TimeEntryFilters {
  user: string | null;
  client: string | null;
  project: string | null;
  billable: 'true' | 'false' | null;
  date_from: string | null;
  date_to: string | null;
}

export type TimeEntriesInput = ListParams<TimeEntryFilters>;

export function getTimeEntries(
  { search, filters, ordering }: TimeEntriesInput,
  offset: number,
  limit: number,
) {
  return api.get<TimeEntryPage>('time-entries/', {
    params: {
      limit,
      offset,
      search: search || undefined,
      user: filters.user ?? undefined,
      client: filters.client ?? undefined,
      project: filters.project ?? undefined,
      billable: filters.billable ?? undefined,
      date_from: filters.date_from ?? undefined,
      date_to: filters.date_to ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useTimeEntries(input: TimeEntriesInput) {
  return useQuery(
    queryOptions({
      queryKey: [...TIME_KEY, 'entries', input],
      queryFn: () => getTimeEntries(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}
