import type { AnomalySeries } from '@portal/contracts/schemas/anomaly-detection';
import { useQuery } from '@tanstack/react-query';
import { ANOMALY_KEY, type AnomalyChoice } from './get-anomalies';
import { api } from '@/lib/api-client';

/** An account's days in the period with the expected band and the flagged days, for the chart. */
export function useAnomalySeries(choice: AnomalyChoice, account: number | null) {
  return useQuery({
    queryKey: [...ANOMALY_KEY, 'series', choice, account],
    queryFn: () =>
      api.get<AnomalySeries>('anomalies/series/', { params: { ...choice, account: account! } }),
    enabled: account !== null,
  });
}
