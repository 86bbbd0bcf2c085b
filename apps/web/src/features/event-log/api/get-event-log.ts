import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { EVENT_ENTITIES, EventLogEntry } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EventEntity = (typeof EVENT_ENTITIES)[number];

export interface EventLogInput {
  page: number;
  entity: EventEntity | null;
}

export function getEventLog({ page, entity }: EventLogInput) {
  return api.get<Page<EventLogEntry>>('event-log/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, entity },
  });
}

export const eventLogQueryOptions = (input: EventLogInput) =>
  queryOptions({
    queryKey: ['event-log', input],
    queryFn: () => getEventLog(input),
    placeholderData: keepPreviousData,
  });

export function useEventLog(input: EventLogInput) {
  return useQuery(eventLogQueryOptions(input));
}
