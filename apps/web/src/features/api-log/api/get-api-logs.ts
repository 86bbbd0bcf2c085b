import type { Page } from '@portal/contracts/pagination';
import type { ApiLog } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const API_LOGS_KEY = ['api-logs'] as const;

/** The connectors whose provider calls the sync engine logs, with their product names. */
export const CONNECTORS = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  stripe: 'Stripe',
  klarna: 'Klarna',
  fortnox: 'Fortnox',
  visma: 'Visma eEkonomi',
  sendcloud: 'Sendcloud',
} as const;
export type ConnectorId = keyof typeof CONNECTORS;

export function isConnector(value: string | null): value is ConnectorId {
  return value !== null && Object.hasOwn(CONNECTORS, value);
}

/** The product name of a known connector; an unknown id as it is. */
export const connectorName = (id: string) => (isConnector(id) ? CONNECTORS[id] : id);

export const REFRESH_MS = 5000;

export interface ApiLogFilters {
  connector: ConnectorId | null;
  onlyFailed: boolean;
}

/** `search` is matched in the URL. */
export type ApiLogsInput = ListParams<ApiLogFilters>;

export function getApiLogs({ limit, offset, search, filters }: ApiLogsInput) {
  return api.get<Page<ApiLog>>('api-logs/', {
    params: {
      limit,
      offset,
      connector_id: filters.connector,
      failed: filters.onlyFailed ? 'true' : undefined,
      search: search || undefined,
    },
  });
}

export const apiLogsQueryOptions = (input: ApiLogsInput, autoRefresh: boolean) =>
  queryOptions({
    queryKey: [...API_LOGS_KEY, input],
    queryFn: () => getApiLogs(input),
    placeholderData: keepPreviousData,
    // staff watching calls come in switch this on; off by default to spare the server
    refetchInterval: autoRefresh ? REFRESH_MS : false,
  });

export function useApiLogs(input: ApiLogsInput, autoRefresh: boolean) {
  return useQuery(apiLogsQueryOptions(input, autoRefresh));
}
