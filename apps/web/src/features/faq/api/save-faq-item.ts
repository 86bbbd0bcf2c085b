import type { FaqEntry, FaqItemForm, FaqItemPatch } from '@portal/contracts/schemas/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAQ_KEY } from './get-faq';
import { api } from '@/lib/api-client';

/** POST (id null) or PATCH faq/{id}/; the form shows the field errors itself. */
export function useSaveFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FaqItemForm }) =>
      id === null ? api.post<FaqEntry>('faq/', input) : api.patch<FaqEntry>(`faq/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}

/** A quick change, e.g. hide or show; errors are toasted by the shared handler. */
export function usePatchFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: FaqItemPatch }) =>
      api.patch<FaqEntry>(`faq/${id}/`, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}

export function useDeleteFaqItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`faq/${id}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
