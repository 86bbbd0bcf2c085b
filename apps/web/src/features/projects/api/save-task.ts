import type { Task, TaskForm } from '@portal/contracts/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKey } from './get-project';
import { PROJECT_LIST_KEY } from './get-projects';
import { api } from '@/lib/api-client';

/** The task as the API takes it: an empty date input means no due date. */
export const taskPayload = (input: TaskForm) => ({ ...input, due_date: input.due_date || null });

/** POST projects/columns/{id}/tasks/ (new) or PATCH projects/tasks/{id}/; the form shows errors. */
export function useSaveTask(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      input,
    }: {
      target: { task: number } | { column: number };
      input: TaskForm;
    }) =>
      'task' in target
        ? api.patch<Task>(`projects/tasks/${target.task}/`, taskPayload(input))
        : api.post<Task>(`projects/columns/${target.column}/tasks/`, taskPayload(input)),
    meta: { errorHandled: true },
    onSuccess: () => invalidate(queryClient, projectId),
  });
}

export function useDeleteTask(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: number) => api.del(`projects/tasks/${taskId}/`),
    onSuccess: () => invalidate(queryClient, projectId),
  });
}

function invalidate(queryClient: ReturnType<typeof useQueryClient>, projectId: number) {
  void queryClient.invalidateQueries({ queryKey: PROJECT_LIST_KEY });
  return queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
}
