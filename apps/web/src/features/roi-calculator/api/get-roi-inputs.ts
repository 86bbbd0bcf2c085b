import type { RoiInputs } from '@portal/contracts/schemas/kpi';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The plans' monthly prices and, for a chosen company, its orders and price a month. */
export function useRoiInputs(company: number | null) {
  return useQuery({
    queryKey: ['kpis', 'roi-inputs', company],
    queryFn: () =>
      api.get<RoiInputs>('kpis/roi-inputs/', { params: { company: company ?? undefined } }),
  });
}
