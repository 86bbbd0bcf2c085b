import type { ShipmentDraft } from '@portal/contracts/schemas/shipments';
import { useQuery } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** The proposal for a sales panel order: receiver, parcels, the mapped or default service. */
export function useShipmentDraft(order: number | null) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'draft', order],
    queryFn: () => api.get<ShipmentDraft>('shipments/draft/', { params: { order } }),
    enabled: order !== null,
    retry: false,
    gcTime: 0,
  });
}
