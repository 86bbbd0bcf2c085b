import type { Page } from '@portal/contracts/pagination';
import type {
  Todo,
  TodoAssignee,
  TodoCounts,
  TodoStatus,
  TodoTag,
} from '@portal/contracts/schemas/todos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const TODOS_KEY = ['todos'] as const;

/** The list's filters; null is "all". */
export interface TodoFilterValues {
  status: TodoStatus[];
  tag: string | null;
  /** a person's id, `me` or `none` */
  assignee: string | null;
  due_from: string | null;
  due_to: string | null;
  overdue: boolean;
  /** in-house staff: a company's id or `internal` */
  company: string | null;
}

export const NO_FILTERS: TodoFilterValues = {
  status: [],
  tag: null,
  assignee: null,
  due_from: null,
  due_to: null,
  overdue: false,
  company: null,
};

/** The narrowing the counts share with the list (not status, overdue or paging). */
function narrowing(search: string, f: TodoFilterValues) {
  return {
    q: search || undefined,
    tag: f.tag ?? undefined,
    assignee: f.assignee ?? undefined,
    due_from: f.due_from ?? undefined,
    due_to: f.due_to ?? undefined,
    company: f.company ?? undefined,
  };
}

export function fetchTodos(params: ListParams<TodoFilterValues>) {
  const f = params.filters;
  return api.get<Page<Todo>>('todos/', {
    params: {
      ...narrowing(params.search, f),
      status: f.status.length ? f.status.join(',') : undefined,
      overdue: f.overdue ? 'true' : undefined,
      ordering: params.ordering ?? undefined,
      limit: params.limit,
      offset: params.offset,
    },
  });
}

export function useTodos(params: ListParams<TodoFilterValues>) {
  return useQuery({
    queryKey: [...TODOS_KEY, 'list', params],
    queryFn: () => fetchTodos(params),
    placeholderData: keepPreviousData,
  });
}

/** How many of the view are pending, on hold, done and overdue. */
export function useTodoCounts(search: string, filters: TodoFilterValues) {
  const params = narrowing(search, filters);
  return useQuery({
    queryKey: [...TODOS_KEY, 'counts', params],
    queryFn: () => api.get<TodoCounts>('todos/counts/', { params }),
    placeholderData: keepPreviousData,
  });
}

export function useTodoTags() {
  return useQuery({
    queryKey: [...TODOS_KEY, 'tags'],
    queryFn: () => api.get<{ results: (TodoTag & { count: number })[] }>('todos/tags/'),
    select: (data) => data.results,
  });
}

/** Who may hold a to-do of the company (in-house staff: the chosen one, or `internal`). */
export function useTodoAssignees(company?: number | 'internal' | null) {
  const param = company === null ? 'internal' : company;
  return useQuery({
    queryKey: [...TODOS_KEY, 'assignees', param ?? null],
    queryFn: () =>
      api.get<{ results: TodoAssignee[] }>('todos/assignees/', { params: { company: param } }),
    select: (data) => data.results,
  });
}

/** One to-do, for a link to `/todos?id=…`. */
export function useTodo(id: number | null) {
  return useQuery({
    queryKey: [...TODOS_KEY, 'one', id],
    queryFn: () => api.get<Todo>(`todos/${id}/`),
    enabled: id !== null,
    retry: false,
  });
}
