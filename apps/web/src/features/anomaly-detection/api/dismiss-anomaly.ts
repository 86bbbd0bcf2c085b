import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANOMALY_KEY } from './get-anomalies';
import { api } from '@/lib/api-client';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ANOMALY_KEY });
}

/** "Expected": remembered by the anomaly's key, so it is not listed again. */
export function useDismissAnomaly(company: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) =>
      api.post(`anomalies/dismissals/`, { key }, { params: { company } }),
    onSuccess: refresh,
  });
}

/** Lists an anomaly marked expected again. */
export function useRestoreAnomaly(company: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (key: string) => api.del(`anomalies/dismissals/`, { params: { company, key } }),
    onSuccess: refresh,
  });
}
