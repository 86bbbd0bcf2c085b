import type {
  TourId,
  TourProgress,
  TourProgressInput,
  TourStates,
} from '@portal/contracts/schemas/tours';
import { useMutation } from '@tanstack/react-query';
import { TOURS_KEY } from './get-tours';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** PUT users/me/tours/{tour}/; the cached states follow at once, so the invitation agrees. */
export async function saveTour(tour: TourId, input: TourProgressInput) {
  const saved = await api.put<TourProgress>(`users/me/tours/${tour}/`, input);
  queryClient.setQueryData<TourStates>(TOURS_KEY, (states) =>
    states ? { ...states, [tour]: saved } : states,
  );
  return saved;
}

export function useSaveTour() {
  return useMutation({
    mutationFn: ({ tour, input }: { tour: TourId; input: TourProgressInput }) =>
      saveTour(tour, input),
  });
}
