import type { FaqEntry, FaqQuestionInput } from '@portal/contracts/schemas/faq';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { FaqQuestionInput } from '@portal/contracts/schemas/faq';

/** An owner sends a question in; the form shows the field errors itself. */
export function useAskQuestion() {
  return useMutation({
    mutationFn: (input: FaqQuestionInput) => api.post<FaqEntry>('faq/questions/', input),
    meta: { errorHandled: true },
  });
}
