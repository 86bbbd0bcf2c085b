import type {
  Schedule,
  ScheduleRun,
  ScheduleValues,
} from '@portal/contracts/schemas/scheduled-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULES_KEY } from './get-schedules';
import { api } from '@/lib/api-client';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
}

/** Creates (id null) or replaces a schedule; the form shows what the server refuses. */
export function useSaveSchedule(companyId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ScheduleValues }) =>
      id === null
        ? api.post<Schedule>('report-schedules/', input, { params: { company: companyId } })
        : api.put<Schedule>(`report-schedules/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

/** Pause (false) or resume (true). */
export function useSetScheduleActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.patch<Schedule>(`report-schedules/${id}/`, { active }),
    onSuccess: refresh,
  });
}

export function useDeleteSchedule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.del(`report-schedules/${id}/`),
    onSuccess: refresh,
  });
}

/** Makes and sends the report now; the run says whether it went out. */
export function useSendScheduleNow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post<ScheduleRun>(`report-schedules/${id}/send/`),
    onSuccess: refresh,
  });
}
