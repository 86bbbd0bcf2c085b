import type { RuleTestInput, RuleTestResult } from '@portal/contracts/schemas/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function tryCustomRule(input: RuleTestInput): Promise<RuleTestResult> {
  return api.post<RuleTestResult>('custom-rules/test/', input);
}

/** Runs unsaved code on sample data in the server's sandbox; nothing is stored. */
export function useTryCustomRule() {
  return useMutation({ mutationFn: tryCustomRule, meta: { errorHandled: true } });
}
