import type {
  ConsolidatedKind,
  ConsolidatedReport,
} from '@portal/contracts/schemas/consolidated-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ConsolidatedParams {
  kind: ConsolidatedKind;
  /** YYYY-MM; null: the server's default */
  from: string | null;
  to: string | null;
  /** the chosen clients; null: every client */
  companies: number[] | null;
}

/** The chosen clients' statement side by side, one column per company and a total. */
export function useConsolidatedReport(params: ConsolidatedParams) {
  return useQuery({
    queryKey: ['consolidated-reports', params],
    queryFn: () =>
      api.get<ConsolidatedReport>('consolidated-reports/', {
        params: {
          kind: params.kind,
          from: params.from ?? undefined,
          to: params.to ?? undefined,
          companies: params.companies?.join(',') ?? undefined,
        },
      }),
    placeholderData: keepPreviousData,
    retry: false,
    // no client chosen: nothing to ask for
    enabled: params.companies === null || params.companies.length > 0,
  });
}
