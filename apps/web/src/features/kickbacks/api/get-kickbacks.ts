import type {
  KickbackLinePage,
  KickbackMonthPage,
  KickbackSummary,
} from '@portal/contracts/schemas/kickbacks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const KICKBACKS_KEY = ['kickbacks'] as const;

/** The agreement and a year's sums; without a year, the server's: the newest with lines. */
export function useKickbackSummary(year: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...KICKBACKS_KEY, 'summary', year],
      queryFn: () =>
        api.get<KickbackSummary>('kickbacks/', { params: { year: year ?? undefined } }),
      placeholderData: keepPreviousData,
      meta: { errorHandled: true },
    }),
  );
}

export interface MonthFilters {
  status: 'pending' | 'paid' | 'none' | null;
}

export function getKickbackMonths(
  year: number,
  { filters, ordering }: ListParams<MonthFilters>,
  offset: number,
  limit: number,
) {
  return api.get<KickbackMonthPage>('kickbacks/months/', {
    params: {
      year,
      limit,
      offset,
      status: filters.status ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useKickbackMonths(year: number, input: ListParams<MonthFilters>) {
  return useQuery({
    queryKey: [...KICKBACKS_KEY, 'months', year, input],
    queryFn: () => getKickbackMonths(year, input, input.offset, input.limit),
    placeholderData: keepPreviousData,
  });
}

export interface LineFilters {
  /** YYYY-MM */
  period: string | null;
}

export function getKickbackLines(
  year: number,
  { search, filters, ordering }: ListParams<LineFilters>,
  offset: number,
  limit: number,
) {
  return api.get<KickbackLinePage>('kickbacks/lines/', {
    params: {
      year,
      limit,
      offset,
      search: search || undefined,
      period: filters.period ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useKickbackLines(year: number, input: ListParams<LineFilters>) {
  return useQuery({
    queryKey: [...KICKBACKS_KEY, 'lines', year, input],
    queryFn: () => getKickbackLines(year, input, input.offset, input.limit),
    placeholderData: keepPreviousData,
  });
}
