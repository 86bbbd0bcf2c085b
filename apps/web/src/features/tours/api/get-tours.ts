import type { TourStates } from '@portal/contracts/schemas/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TOURS_KEY = ['users', 'me', 'tours'] as const;

export function getTours() {
  return api.get<TourStates>('users/me/tours/');
}

export const toursQueryOptions = () => queryOptions({ queryKey: TOURS_KEY, queryFn: getTours });

/** The signed-in user's progress in each guided tour. */
export function useTours(enabled = true) {
  return useQuery({ ...toursQueryOptions(), enabled });
}
