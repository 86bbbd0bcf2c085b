import type { Guide } from '@portal/contracts/schemas/guides';
import { useQuery } from '@tanstack/react-query';
import { GUIDES_KEY } from './get-guides';
import { api } from '@/lib/api-client';

export function getGuide(id: number) {
  return api.get<Guide>(`guides/${id}/`);
}

export function useGuide(id: number) {
  return useQuery({
    queryKey: [...GUIDES_KEY, 'one', id],
    queryFn: () => getGuide(id),
    // the reader says itself that the guide is missing or failed to load
    meta: { errorHandled: true },
    retry: false,
  });
}
