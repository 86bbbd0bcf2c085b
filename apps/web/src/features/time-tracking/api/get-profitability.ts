import type { ProfitabilityPage } from '@portal/contracts/schemas/time-tracking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface ProfitabilityFilters {
  date_from: string | null;
  date_to: string | null;
}

export type ProfitabilityInput = ListParams<ProfitabilityFilters>;

export function getProfitability(
  { filters, ordering }: ProfitabilityInput,
  offset: number,
  limit: number,
) {
  return api.get<ProfitabilityPage>('time-entries/profitability/', {
    params: {
      limit,
      offset,
      date_from: filters.date_from ?? undefined,
      date_to: filters.date_to ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

/** Per client of the period: fees (billable value) against the value of the time spent. */
export function useProfitability(input: ProfitabilityInput) {
  return useQuery(
    queryOptions({
      queryKey: [...TIME_KEY, 'profitability', input],
      queryFn: () => getProfitability(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}
