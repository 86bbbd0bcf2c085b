import type { TimeEntry, TimeEntryForm } from '@portal/contracts/schemas/time-tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

export { TimeEntryForm } from '@portal/contracts/schemas/time-tracking';

/** POST time-entries/ (id null) or PATCH time-entries/{id}/; the form shows field errors itself. */
export function useSaveTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TimeEntryForm }) =>
      id === null
        ? api.post<TimeEntry>('time-entries/', input)
        : api.patch<TimeEntry>(`time-entries/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`time-entries/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIME_KEY }),
  });
}
