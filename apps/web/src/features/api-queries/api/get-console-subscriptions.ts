import type { Page } from '@portal/contracts/pagination';
import type { ApiQuerySubscription } from '@portal/contracts/schemas/api-queries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const CONSOLE_KEY = ['api-queries'] as const;

export type ConsoleSubscriptionsInput = ListParams<Record<string, never>>;

/** Every tenant's subscriptions, searched by company name or organisation number. */
export function getConsoleSubscriptions({ limit, offset, search }: ConsoleSubscriptionsInput) {
  return api.get<Page<ApiQuerySubscription>>('api-queries/subscriptions/', {
    params: { limit, offset, search: search || undefined },
  });
}

export const consoleSubscriptionsQueryOptions = (input: ConsoleSubscriptionsInput) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'subscriptions', input],
    queryFn: () => getConsoleSubscriptions(input),
    placeholderData: keepPreviousData,
  });

export function useConsoleSubscriptions(input: ConsoleSubscriptionsInput) {
  return useQuery(consoleSubscriptionsQueryOptions(input));
}
