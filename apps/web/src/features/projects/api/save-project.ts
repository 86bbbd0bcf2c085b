import type { ProjectDetail, ProjectForm } from '@portal/contracts/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKey, storeProject } from './get-project';
import { PROJECT_LIST_KEY } from './get-projects';
import { api } from '@/lib/api-client';

/** POST projects/ (id null) or PATCH projects/{id}/; the form shows field errors itself. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProjectForm }) =>
      id === null
        ? api.post<ProjectDetail>('projects/', input)
        : api.patch<ProjectDetail>(`projects/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`projects/${id}/`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: projectKey(id) });
      return queryClient.invalidateQueries({ queryKey: PROJECT_LIST_KEY });
    },
  });
}
