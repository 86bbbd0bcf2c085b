import type { ShipmentBulkJob } from '@portal/contracts/schemas/shipments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

/** Starts buying a label for each order, in the background. */
export function useStartBulkCreate() {
  return useMutation({
    mutationFn: (orders: number[]) => api.post<ShipmentBulkJob>('shipments/bulk/', { orders }),
  });
}

export const BULK_POLL_MS = 1000;

/** The job's progress, asked again every second until it is finished. */
export function useBulkJob(job: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'bulk', job],
    queryFn: async () => {
      const state = await api.get<ShipmentBulkJob>(`shipments/bulk/${job}/`);
      if (state.finished)
        void queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'list'] });
      return state;
    },
    enabled: job !== null,
    refetchInterval: (query) => (query.state.data?.finished ? false : BULK_POLL_MS),
  });
}
