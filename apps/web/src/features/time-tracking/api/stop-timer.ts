import type { TimeEntry } from '@portal/contracts/schemas/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

/** POST time-entries/timer/stop/: the elapsed minutes are recorded at the client's rate. */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TimeEntry>('time-entries/timer/stop/'),
    // not awaited: the caller's toast comes before the refetch swaps the timer for the form
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TIME_KEY });
    },
  });
}
