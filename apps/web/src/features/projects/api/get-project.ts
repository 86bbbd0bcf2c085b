import type { ProjectDetail } from '@portal/contracts/schemas/projects';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PROJECT_LIST_KEY, PROJECTS_KEY } from './get-projects';
import { api } from '@/lib/api-client';

export const projectKey = (id: number) => [...PROJECTS_KEY, 'detail', id] as const;

/** One project with its boards, columns and tasks. */
export function useProject(id: number) {
  return useQuery({
    queryKey: projectKey(id),
    queryFn: () => api.get<ProjectDetail>(`projects/${id}/`),
    meta: { errorHandled: true },
  });
}

/** Puts the project as the server answered it in the cache; the list's counts are refetched. */
export function storeProject(queryClient: QueryClient, project: ProjectDetail) {
  queryClient.setQueryData(projectKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: PROJECT_LIST_KEY });
}
