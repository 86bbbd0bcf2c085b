import type { FaqCategory, FaqCategoryInput } from '@portal/contracts/schemas/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAQ_KEY } from './get-faq';
import { api } from '@/lib/api-client';

export function useSaveFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FaqCategoryInput }) =>
      id === null
        ? api.post<FaqCategory>('faq/categories/', input)
        : api.patch<FaqCategory>(`faq/categories/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}

/** Its items stay, uncategorised. */
export function useDeleteFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`faq/categories/${id}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
