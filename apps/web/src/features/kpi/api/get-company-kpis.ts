import type { CompanyKpis } from '@portal/contracts/schemas/kpi';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const KPI_KEY = ['kpis'] as const;

/** A client's KPIs for its latest financial year to date, and month by month. */
export function useCompanyKpis(company: number, months: number) {
  return useQuery({
    queryKey: [...KPI_KEY, 'company', company, months],
    queryFn: () => api.get<CompanyKpis>('kpis/company/', { params: { company, months } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
