import type { Page } from '@portal/contracts/pagination';
import type { Project, ProjectOptions, ProjectStatus } from '@portal/contracts/schemas/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const PROJECTS_KEY = ['projects'] as const;
export const PROJECT_LIST_KEY = [...PROJECTS_KEY, 'list'] as const;

export interface ProjectFilters {
  client: string | null;
  kind: 'internal' | 'client' | null;
  status: ProjectStatus | null;
}

export type ProjectsListInput = ListParams<ProjectFilters>;

export function getProjects({ search, filters, ordering, offset, limit }: ProjectsListInput) {
  return api.get<Page<Project>>('projects/', {
    params: {
      limit,
      offset,
      search: search || undefined,
      client: filters.client ?? undefined,
      internal: filters.kind === null ? undefined : String(filters.kind === 'internal'),
      status: filters.status ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useProjects(input: ProjectsListInput) {
  return useQuery(
    queryOptions({
      queryKey: [...PROJECT_LIST_KEY, input],
      queryFn: () => getProjects(input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The firm's clients this person sees and the firm's accountants, for forms and filters. */
export function useProjectOptions() {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'options'],
    queryFn: () => api.get<ProjectOptions>('projects/options/'),
    staleTime: 5 * 60_000,
  });
}
