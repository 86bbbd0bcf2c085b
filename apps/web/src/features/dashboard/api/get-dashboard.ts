import type { Dashboard, DashboardRange } from '@portal/contracts/schemas/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getDashboard(range: DashboardRange) {
  return api.get<Dashboard>('dashboard/', { params: { range } });
}

export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['dashboard', range],
    queryFn: () => getDashboard(range),
    // the previous range stays on screen while the next one loads
    placeholderData: keepPreviousData,
    // the dashboard says so itself, with Try again (SPEC §8)
    meta: { errorHandled: true },
  });

export function useDashboard(range: DashboardRange) {
  return useQuery(dashboardQueryOptions(range));
}
