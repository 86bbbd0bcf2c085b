import type { TimeWeek } from '@portal/contracts/schemas/time-tracking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import { api } from '@/lib/api-client';

/** One person's week, Monday to Sunday, around `date` (today when null). */
export function useTimeWeek(date: string | null, user: string | null) {
  return useQuery({
    queryKey: [...TIME_KEY, 'week', date, user],
    queryFn: () =>
      api.get<TimeWeek>('time-entries/week/', {
        params: { date: date ?? undefined, user: user ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
