import type { ProjectDetail } from '@portal/contracts/schemas/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeProject } from './get-project';
import { PROJECTS_KEY } from './get-projects';
import { api } from '@/lib/api-client';

/** Board and column changes; each answers the whole project, which replaces the cached one. */
function useProjectChange<V>(call: (variables: V) => Promise<ProjectDetail>, errorHandled = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorHandled },
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

export const useAddBoard = () =>
  useProjectChange(
    ({ projectId, name }: { projectId: number; name: string }) =>
      api.post<ProjectDetail>(`projects/${projectId}/boards/`, { name }),
    true,
  );

export const useRenameBoard = () =>
  useProjectChange(
    ({ boardId, name }: { boardId: number; name: string }) =>
      api.patch<ProjectDetail>(`projects/boards/${boardId}/`, { name }),
    true,
  );

export const useAddColumn = () =>
  useProjectChange(
    ({ boardId, title, done }: { boardId: number; title: string; done: boolean }) =>
      api.post<ProjectDetail>(`projects/boards/${boardId}/columns/`, { title, done }),
    true,
  );

export interface ColumnChange {
  title?: string;
  done?: boolean;
  position?: number;
}

export const usePatchColumn = (errorHandled = false) =>
  useProjectChange(
    ({ columnId, change }: { columnId: number; change: ColumnChange }) =>
      api.patch<ProjectDetail>(`projects/columns/${columnId}/`, change),
    errorHandled,
  );

/** Deletes a board or a column with what it holds, then reads the project again. */
export function useDeleteBoardPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'boards' | 'columns'; id: number }) =>
      api.del(`projects/${kind}/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
