import type { FirmOverview } from '@portal/contracts/schemas/firm-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFirmOverview() {
  return api.get<FirmOverview>('overview/');
}

export const firmOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['firm-overview'],
    queryFn: getFirmOverview,
    // the screen says so itself, with Try again (SPEC §8)
    meta: { errorHandled: true },
  });

export function useFirmOverview() {
  return useQuery(firmOverviewQueryOptions());
}
