import type { Page } from '@portal/contracts/pagination';
import type {
  TemplateClient,
  WorkflowTemplate,
  WorkflowTemplateSummary,
} from '@portal/contracts/schemas/workflow-templates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const WORKFLOW_TEMPLATES_KEY = ['workflow-templates'] as const;

export type WorkflowTemplatesListInput = ListParams<Record<string, never>>;

export function getWorkflowTemplates(
  { search, ordering }: WorkflowTemplatesListInput,
  offset: number,
  limit: number,
) {
  return api.get<Page<WorkflowTemplateSummary>>('workflow-templates/', {
    params: { limit, offset, search: search || undefined, ordering: ordering ?? undefined },
  });
}

export function useWorkflowTemplates(input: WorkflowTemplatesListInput) {
  return useQuery(
    queryOptions({
      queryKey: [...WORKFLOW_TEMPLATES_KEY, 'list', input],
      queryFn: () => getWorkflowTemplates(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}

/** One template with its tasks, for the form; nothing is fetched for null. */
export function useWorkflowTemplate(id: number | null) {
  return useQuery({
    queryKey: [...WORKFLOW_TEMPLATES_KEY, 'one', id],
    queryFn: () => api.get<WorkflowTemplate>(`workflow-templates/${id}/`),
    enabled: id !== null,
  });
}

/** The firm's clients this person sees, for the client pickers. */
export function useTemplateClients() {
  return useQuery({
    queryKey: [...WORKFLOW_TEMPLATES_KEY, 'clients'],
    queryFn: () => api.get<TemplateClient[]>('workflow-templates/clients/'),
    staleTime: 60_000,
  });
}
