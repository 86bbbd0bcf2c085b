import {
  WorkflowTemplateInput,
  type WorkflowTemplate,
  type WorkflowTemplateInput as Input,
} from '@portal/contracts/schemas/workflow-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_TEMPLATES_KEY } from './get-workflow-templates';
import { api } from '@/lib/api-client';

export { WorkflowTemplateInput };

/** POST workflow-templates/ (id null) or PATCH workflow-templates/{id}/ with all its tasks. */
export function useSaveWorkflowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      id === null
        ? api.post<WorkflowTemplate>('workflow-templates/', input)
        : api.patch<WorkflowTemplate>(`workflow-templates/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOW_TEMPLATES_KEY }),
  });
}

/** Deletes a template; the projects made from it stay. */
export function useDeleteWorkflowTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`workflow-templates/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOW_TEMPLATES_KEY }),
  });
}
