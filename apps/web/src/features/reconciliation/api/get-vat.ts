import type { VatReport } from '@portal/contracts/schemas/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useVatReport(year: string) {
  return useQuery({
    queryKey: ['reports', 'vat', year],
    queryFn: () => api.get<VatReport>('reports/vat/', { params: { year } }),
    placeholderData: keepPreviousData,
  });
}
