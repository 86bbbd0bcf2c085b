import type { CustomRule, CustomRuleVersion, RuleDocument } from '@portal/contracts/schemas/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_RULES_KEY } from './get-custom-rules';
import { api } from '@/lib/api-client';

/** Every saved state of a rule, newest first. */
export function useRuleVersions(id: number | null) {
  return useQuery({
    queryKey: [...CUSTOM_RULES_KEY, 'versions', id],
    queryFn: () => api.get<CustomRuleVersion[]>(`custom-rules/${id}/versions/`),
    enabled: id !== null,
  });
}

/** POST custom-rules/{id}/versions/{version}/restore/: the rule as it was, as a new version. */
export function useRestoreRuleVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api.post<CustomRule>(`custom-rules/${id}/versions/${version}/restore/`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_RULES_KEY }),
  });
}

/** Real booked documents to try a rule on, searched by text or reference. */
export function useRuleDocuments(search: string) {
  return useQuery({
    queryKey: [...CUSTOM_RULES_KEY, 'documents', search],
    queryFn: () =>
      api.get<RuleDocument[]>('custom-rules/documents/', {
        params: { search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
