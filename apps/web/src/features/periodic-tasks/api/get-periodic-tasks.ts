import type { Page } from '@portal/contracts/pagination';
import type { PeriodicTask, PERIODIC_TASK_STATUSES } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export type PeriodicTaskStatus = (typeof PERIODIC_TASK_STATUSES)[number];

export const PERIODIC_TASKS_KEY = ['periodic-tasks'] as const;

/** A task still on its way: the list refreshes while one of these is visible. */
const RUNNING: readonly PeriodicTaskStatus[] = ['pending', 'received', 'started', 'retry'];
export const REFRESH_MS = 5000;

export interface PeriodicTaskFilters {
  status: PeriodicTaskStatus | null;
}

/** `search` is matched in the task name, company and result. */
export type PeriodicTasksInput = ListParams<PeriodicTaskFilters>;

export function getPeriodicTasks({ limit, offset, search, filters }: PeriodicTasksInput) {
  return api.get<Page<PeriodicTask>>('periodic-tasks/', {
    params: { limit, offset, status: filters.status, search: search || undefined },
  });
}

export function isRunning(tasks: readonly PeriodicTask[]): boolean {
  return tasks.some((task) => RUNNING.includes(task.status));
}

export const periodicTasksQueryOptions = (input: PeriodicTasksInput) =>
  queryOptions({
    queryKey: [...PERIODIC_TASKS_KEY, input],
    queryFn: () => getPeriodicTasks(input),
    placeholderData: keepPreviousData,
    // staff watch a run progress: poll only while a visible task is still running
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data.results) ? REFRESH_MS : false,
  });

export function usePeriodicTasks(input: PeriodicTasksInput) {
  return useQuery(periodicTasksQueryOptions(input));
}
