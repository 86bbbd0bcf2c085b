import {
  RecurrenceCreateForm,
  RecurrenceForm,
  type Recurrence,
  type RecurrenceInput as Input,
  type RecurrencePatch,
} from '@portal/contracts/schemas/workflow-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKFLOW_TEMPLATES_KEY } from './get-workflow-templates';
import { api } from '@/lib/api-client';

export { RecurrenceCreateForm, RecurrenceForm };

const base = (templateId: number) => `workflow-templates/${templateId}/recurrences/`;

/** Anything that changes a recurrence also changes the template list's count and the projects. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WORKFLOW_TEMPLATES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
    ]);
}

export function useCreateRecurrence(templateId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: Input) => api.post<Recurrence>(base(templateId), input),
    meta: { errorHandled: true },
    onSuccess,
  });
}

/** PATCH: edit, or pause and resume with `{active}`. */
export function usePatchRecurrence(templateId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: RecurrencePatch }) =>
      api.patch<Recurrence>(`${base(templateId)}${id}/`, patch),
    meta: { errorHandled: true },
    onSuccess,
  });
}

export function useDeleteRecurrence(templateId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.del(`${base(templateId)}${id}/`),
    onSuccess,
  });
}

/** Pause or resume; a refusal is shown as a toast by the shared handler. */
export function useSetRecurrenceActive(templateId: number) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.patch<Recurrence>(`${base(templateId)}${id}/`, { active }),
    onSuccess,
  });
}
