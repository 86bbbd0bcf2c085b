import type { Shipment, ShipmentInput, ShipmentProblem } from '@portal/contracts/schemas/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** What would stop the shipment being bought; nothing is bought. */
export function checkShipment(input: ShipmentInput) {
  return api.post<{ problems: ShipmentProblem[] }>('shipments/check/', input);
}

/** Buys the label; a refusal (400 with `problems`) is shown on the form. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShipmentInput) => api.post<Shipment>('shipments/', input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIPMENTS_KEY }),
  });
}
