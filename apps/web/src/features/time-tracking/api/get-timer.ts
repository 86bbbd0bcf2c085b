import type { TimerState } from '@portal/contracts/schemas/time-tracking';
import { useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

export const TIMER_KEY = [...TIME_KEY, 'timer'] as const;

/** The accountant's running timer (server state: it survives a reload) and the server's clock. */
export function useTimer() {
  return useQuery({
    queryKey: TIMER_KEY,
    queryFn: async () => {
      const state = await api.get<TimerState>('time-entries/timer/');
      // how far the browser's clock is from the server's, so the elapsed time counts from the server's
      return { ...state, skew: Date.now() - Date.parse(state.now) };
    },
    staleTime: 0,
  });
}
