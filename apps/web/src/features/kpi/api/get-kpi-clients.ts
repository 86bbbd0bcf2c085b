import type { Page } from '@portal/contracts/pagination';
import type { KpiClient } from '@portal/contracts/schemas/kpi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { KPI_KEY } from './get-company-kpis';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export type KpiClientParams = ListParams<Record<string, never>>;

export function getKpiClients(params: KpiClientParams, offset: number, limit: number) {
  return api.get<Page<KpiClient>>('kpis/clients/', {
    params: {
      limit,
      offset,
      search: params.search || undefined,
      ordering: params.ordering ?? undefined,
    },
  });
}

/** The firm's clients the person sees, each with its KPIs, sorted by the chosen one. */
export function useKpiClients(params: KpiClientParams) {
  return useQuery({
    queryKey: [...KPI_KEY, 'clients', params],
    queryFn: () => getKpiClients(params, params.offset, params.limit),
    placeholderData: keepPreviousData,
  });
}
