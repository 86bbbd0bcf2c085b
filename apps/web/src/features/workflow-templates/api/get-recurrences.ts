import type { Recurrence } from '@portal/contracts/schemas/workflow-templates';
import { useQuery } from '@tanstack/react-query';
import { WORKFLOW_TEMPLATES_KEY } from './get-workflow-templates';
import { api } from '@/lib/api-client';

export const recurrencesKey = (templateId: number) =>
  [...WORKFLOW_TEMPLATES_KEY, 'recurrences', templateId] as const;

/** A template's recurrences, for the clients this person sees. */
export function useRecurrences(templateId: number) {
  return useQuery({
    queryKey: recurrencesKey(templateId),
    queryFn: () => api.get<Recurrence[]>(`workflow-templates/${templateId}/recurrences/`),
  });
}
