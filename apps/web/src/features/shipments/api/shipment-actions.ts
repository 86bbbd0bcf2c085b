import type {
  Shipment,
  ShipmentPatch,
  ShipmentBulkCancelResult,
} from '@portal/contracts/schemas/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { shipmentKey } from './get-shipment';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** After an action the shipment's answer is the new truth; the lists are asked again. */
function useShipmentMutation<V>(id: number, call: (variables: V) => Promise<Shipment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (shipment) => {
      if (shipment && typeof shipment === 'object' && 'id' in shipment)
        queryClient.setQueryData(shipmentKey(id), shipment);
      else void queryClient.invalidateQueries({ queryKey: shipmentKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'dashboard'] });
    },
  });
}

export const useCancelShipment = (id: number) =>
  useShipmentMutation(id, () => api.post<Shipment>(`shipments/${id}/cancel/`));

export const useRefreshTracking = (id: number) =>
  useShipmentMutation(id, () => api.post<Shipment>(`shipments/${id}/refresh/`));

export const useRetryFreight = (id: number) =>
  useShipmentMutation(id, () => api.post<Shipment>(`shipments/${id}/freight/retry/`));

export const useNotifyCustomer = (id: number) =>
  useShipmentMutation(id, () => api.post<Shipment>(`shipments/${id}/notify/`));

/** Changes the reference or the receiver's e-mail and phone; the form shows what is refused. */
export function useUpdateShipment(id: number) {
  const mutation = useShipmentMutation(id, (patch: ShipmentPatch) =>
    api.patch<Shipment>(`shipments/${id}/`, patch),
  );
  return mutation;
}

export function useBulkCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<z.infer<typeof ShipmentBulkCancelResult>>('shipments/bulk-cancel/', { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY }),
  });
}
