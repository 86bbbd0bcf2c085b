import type { TargetOptions } from '@portal/contracts/schemas/system-notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getTargetOptions(search: string) {
  return api.get<TargetOptions>('system-notifications/target-options/', {
    params: { search: search.trim() || undefined },
  });
}

export const targetOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['system-notifications', 'target-options', search.trim()],
    queryFn: () => getTargetOptions(search),
    placeholderData: keepPreviousData,
  });

/** Companies and firms a notification can go to, 50 of each, found by name. */
export function useTargetOptions(search: string, enabled: boolean) {
  return useQuery({ ...targetOptionsQueryOptions(search), enabled });
}
