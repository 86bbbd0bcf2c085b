import type { ApiQueryTarget } from '@portal/contracts/schemas/api-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_KEY } from './get-console-subscriptions';
import { api } from '@/lib/api-client';

/** A subscription's two sides, with what each can be asked. */
export function getConsoleTarget(id: number) {
  return api.get<ApiQueryTarget>(`api-queries/subscriptions/${id}/`);
}

export const consoleTargetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CONSOLE_KEY, 'target', id],
    queryFn: () => getConsoleTarget(id),
  });

export function useConsoleTarget(id: number | null) {
  return useQuery({ ...consoleTargetQueryOptions(id ?? 0), enabled: id !== null });
}
