import type { Shipment } from '@portal/contracts/schemas/shipments';
import { useQuery } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

export const shipmentKey = (id: number) => [...SHIPMENTS_KEY, 'one', id] as const;

/** One shipment with its parcels, timeline, labels and freight. */
export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKey(id),
    queryFn: () => api.get<Shipment>(`shipments/${id}/`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
