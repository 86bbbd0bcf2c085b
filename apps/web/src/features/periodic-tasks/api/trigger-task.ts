import type { PeriodicTask, TriggerTaskRequest } from '@portal/contracts/schemas/sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERIODIC_TASKS_KEY } from './get-periodic-tasks';
import { api } from '@/lib/api-client';

export function triggerTask(input: TriggerTaskRequest): Promise<PeriodicTask> {
  return api.post<PeriodicTask>('periodic-tasks/', input);
}

/** POST periodic-tasks/; the form shows field errors and the failure toast itself. */
export function useTriggerTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: triggerTask,
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERIODIC_TASKS_KEY }),
  });
}
