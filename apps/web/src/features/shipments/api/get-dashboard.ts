import type { ShipmentDashboard } from '@portal/contracts/schemas/shipments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** The dashboard's figures from `from` to today (the server's own range when null). */
export function useShipmentDashboard(from: string | null) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'dashboard', from],
    queryFn: () =>
      api.get<ShipmentDashboard>('shipments/dashboard/', { params: { from: from ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}
