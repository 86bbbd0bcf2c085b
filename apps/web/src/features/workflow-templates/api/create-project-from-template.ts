import {
  ProjectFromTemplateInput,
  type ProjectFromTemplate,
  type ProjectFromTemplateInput as Input,
} from '@portal/contracts/schemas/workflow-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_TEMPLATES_KEY } from './get-workflow-templates';
import { api } from '@/lib/api-client';

export { ProjectFromTemplateInput };

/** POST workflow-templates/{id}/projects/: the project with its tasks' due dates. */
export function useCreateProjectFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, input }: { templateId: number; input: Input }) =>
      api.post<ProjectFromTemplate>(`workflow-templates/${templateId}/projects/`, input),
    meta: { errorHandled: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORKFLOW_TEMPLATES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
      ]),
  });
}
