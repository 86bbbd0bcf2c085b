import type { ShipmentOptions } from '@portal/contracts/schemas/shipments';
import { useQuery } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** The carriers and services of the shipping app, and the shop's shipping methods. */
export function useShipmentOptions(enabled = true) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'options'],
    queryFn: () => api.get<ShipmentOptions>('shipments/options/'),
    staleTime: 5 * 60_000,
    enabled,
  });
}
