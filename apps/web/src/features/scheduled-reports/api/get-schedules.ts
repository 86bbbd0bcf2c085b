import type { Page } from '@portal/contracts/pagination';
import type {
  Schedule,
  ScheduleBudget,
  ScheduleRun,
} from '@portal/contracts/schemas/scheduled-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const SCHEDULES_KEY = ['report-schedules'] as const;

export function fetchSchedules(
  companyId: number,
  params: { limit: number; offset: number; search?: string; ordering?: string | null },
) {
  return api.get<Page<Schedule>>('report-schedules/', {
    params: {
      company: companyId,
      limit: params.limit,
      offset: params.offset,
      search: params.search || undefined,
      ordering: params.ordering ?? undefined,
    },
  });
}

/** One page of a company's schedules, the next to run first. */
export function useSchedules(companyId: number, list: ListParams<object>) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, companyId, list.search, list.ordering, list.offset, list.limit],
    queryFn: () => fetchSchedules(companyId, list),
    placeholderData: keepPreviousData,
  });
}

/** The company's budgets, for a budget analysis. */
export function useScheduleBudgets(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, 'budgets', companyId],
    queryFn: () =>
      api.get<{ results: ScheduleBudget[] }>('report-schedules/budgets/', {
        params: { company: companyId },
      }),
    enabled,
    select: (data) => data.results,
  });
}

/** A schedule's runs, newest first. */
export function useScheduleRuns(scheduleId: number | null, page: number, limit: number) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, 'runs', scheduleId, page, limit],
    queryFn: () =>
      api.get<Page<ScheduleRun>>(`report-schedules/${scheduleId}/runs/`, {
        params: { limit, offset: (page - 1) * limit },
      }),
    enabled: scheduleId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
