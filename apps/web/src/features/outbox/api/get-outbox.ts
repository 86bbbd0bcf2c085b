import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { OutboxMessage } from '@portal/contracts/schemas/outbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface OutboxListInput {
  page: number;
  /** searched in the recipient address */
  search: string;
}

export function getOutbox({ page, search }: OutboxListInput) {
  return api.get<Page<OutboxMessage>>('outbox/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, to: search.trim() },
  });
}

export const outboxQueryOptions = (input: OutboxListInput) =>
  queryOptions({
    queryKey: ['outbox', input],
    queryFn: () => getOutbox(input),
    placeholderData: keepPreviousData,
  });

export function useOutbox(input: OutboxListInput) {
  return useQuery(outboxQueryOptions(input));
}
