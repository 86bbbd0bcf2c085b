import type {
  Todo,
  TodoFormValues,
  TodoInput,
  TodoPatch,
  TodoStatus,
} from '@portal/contracts/schemas/todos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TODOS_KEY } from './get-todos';
import { api } from '@/lib/api-client';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TODOS_KEY });
}

/** Creates (id null) or changes a to-do; the form shows what the server refuses. */
export function useSaveTodo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: number | null;
      input: TodoFormValues & Pick<TodoInput, 'company'>;
    }) =>
      id === null
        ? api.post<Todo>('todos/', input)
        : api.patch<Todo>(`todos/${id}/`, input as TodoPatch),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

/** The quick status change in a row. */
export function useSetTodoStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TodoStatus }) =>
      api.patch<Todo>(`todos/${id}/`, { status }),
    onSuccess: refresh,
  });
}

export function useDeleteTodo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.del(`todos/${id}/`),
    onSuccess: refresh,
  });
}

export function useBulkStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { ids: number[]; status: TodoStatus }) =>
      api.post<{ count: number }>('todos/bulk/', input),
    onSuccess: refresh,
  });
}

export function useBulkDelete() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ count: number }>('todos/bulk/delete/', { ids }),
    onSuccess: refresh,
  });
}
