import type { TimeOptions } from '@portal/contracts/schemas/time-tracking';
import { useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

/** The clients, projects, tasks and people the accountant's pickers and filters offer. */
export function useTimeOptions() {
  return useQuery({
    queryKey: [...TIME_KEY, 'options'],
    queryFn: () => api.get<TimeOptions>('time-entries/options/'),
  });
}
