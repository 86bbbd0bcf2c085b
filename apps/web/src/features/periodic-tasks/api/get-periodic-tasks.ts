import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { PeriodicTask, PERIODIC_TASK_STATUSES } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PeriodicTaskStatus = (typeof PERIODIC_TASK_STATUSES)[number];

export const PERIODIC_TASKS_KEY = ['periodic-tasks'] as const;

/** A task still on its way: the list refreshes while one of these is visible. */
const RUNNING: readonly PeriodicTaskStatus[] = ['pending', 'received', 'started', 'retry'];
export const REFRESH_MS = 5000;

export interface PeriodicTasksInput {
  page: number;
  status: PeriodicTaskStatus | null;
  /** searched in the task name, company and result */
  search: string;
}

export function getPeriodicTasks({ page, status, search }: PeriodicTasksInput) {
  return api.get<Page<PeriodicTask>>('periodic-tasks/', {
    params: {
      limit: DEFAULT_LIMIT,
      offset: (page - 1) * DEFAULT_LIMIT,
      status,
      search: search.trim() || undefined,
    },
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
