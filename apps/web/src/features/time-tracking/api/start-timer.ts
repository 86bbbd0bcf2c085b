import type { TimeEntry, TimerStart } from '@portal/contracts/schemas/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

export { TimerForm } from '@portal/contracts/schemas/time-tracking';

/** POST time-entries/timer/: starts a timer; one already running is stopped first. */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimerStart) =>
      api.post<{ entry: TimeEntry; stopped: TimeEntry | null }>('time-entries/timer/', input),
    meta: { errorHandled: true },
    // not awaited: the refetch swaps the form for the running timer, and the caller's own
    // callbacks (its toast) must run before that unmounts it
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TIME_KEY });
    },
  });
}
