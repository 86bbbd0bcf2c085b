import type { ProjectDetail } from '@portal/contracts/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveTask, type TaskPlace } from '../utils/move-task';
import { projectKey, storeProject } from './get-project';
import { api } from '@/lib/api-client';

/**
 * POST projects/tasks/{id}/move/. The board shows the move at once; the server's answer then
 * replaces it, and a refusal puts the board back as it was.
 */
export function useMoveTask(projectId: number) {
  const queryClient = useQueryClient();
  const key = projectKey(projectId);
  return useMutation({
    mutationFn: ({ taskId, to }: { taskId: number; to: TaskPlace }) =>
      api.post<ProjectDetail>(`projects/tasks/${taskId}/move/`, {
        column: to.columnId,
        position: to.index,
      }),
    onMutate: async ({ taskId, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProjectDetail>(key);
      if (before)
        queryClient.setQueryData(key, moveTask(before, taskId, to, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (project) => storeProject(queryClient, project),
  });
}
