import type { ThreeWayReport } from '@portal/contracts/schemas/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useThreeWay(month: string) {
  return useQuery({
    queryKey: ['reports', 'three-way', month],
    queryFn: () => api.get<ThreeWayReport>('reports/three-way/', { params: { month } }),
    placeholderData: keepPreviousData,
  });
}
