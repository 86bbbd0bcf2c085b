import { CustomRuleInput, type CustomRule } from '@portal/contracts/schemas/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_RULES_KEY } from './get-custom-rules';
import { api } from '@/lib/api-client';

export { CustomRuleInput };

export function createCustomRule(input: CustomRuleInput): Promise<CustomRule> {
  return api.post<CustomRule>('custom-rules/', input);
}

export function updateCustomRule(id: number, input: Partial<CustomRuleInput>): Promise<CustomRule> {
  return api.patch<CustomRule>(`custom-rules/${id}/`, input);
}

/** POST custom-rules/ (id null) or PATCH custom-rules/{id}/; the form shows field errors itself. */
export function useSaveCustomRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CustomRuleInput }) =>
      id === null ? createCustomRule(input) : updateCustomRule(id, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_RULES_KEY }),
  });
}
