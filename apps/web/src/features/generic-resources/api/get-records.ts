import type { Page } from '@portal/contracts/pagination';
import type { GenericRecord } from '@portal/contracts/resources/define';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GENERIC_RESOURCES_KEY } from './get-resource-index';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

/** Each filter of the resource, null for "all". */
export type RecordFilters = Record<string, string | null>;
export type RecordsInput = ListParams<RecordFilters>;

/** The list's query without its page: what the export asks for again. */
export function recordsQueryOf({ search, ordering, filters }: RecordsInput) {
  const query: Record<string, string> = {};
  if (search) query.search = search;
  if (ordering) query.ordering = ordering;
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  return query;
}

export function getRecords(resource: string, query: Record<string, string | number>) {
  return api.get<Page<GenericRecord>>(`generic-resources/${resource}/`, { params: query });
}

export const recordsQueryOptions = (resource: string, input: RecordsInput) =>
  queryOptions({
    queryKey: [...GENERIC_RESOURCES_KEY, resource, input],
    queryFn: () =>
      getRecords(resource, { limit: input.limit, offset: input.offset, ...recordsQueryOf(input) }),
    placeholderData: keepPreviousData,
  });

/** One page of a resource's rows, searched, filtered and sorted by the server. */
export function useRecords(resource: string, input: RecordsInput) {
  return useQuery(recordsQueryOptions(resource, input));
}
