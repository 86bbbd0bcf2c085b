import type { Guide, GuideInput, GuidePatch } from '@portal/contracts/schemas/guides';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUIDES_KEY } from './get-guides';
import { api } from '@/lib/api-client';

export function createGuide(input: GuideInput) {
  return api.post<Guide>('guides/', input);
}

export function updateGuide(id: number, patch: GuidePatch) {
  return api.patch<Guide>(`guides/${id}/`, patch);
}

/** POST (id null) or PATCH; the form shows the field errors itself. */
export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: GuideInput }) => {
      if (id !== null) {
        const { locale: _locale, translation_of: _of, ...patch } = input;
        return updateGuide(id, patch);
      }
      return createGuide(input);
    },
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUIDES_KEY }),
  });
}
