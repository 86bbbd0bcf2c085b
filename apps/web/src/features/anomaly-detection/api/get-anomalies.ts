import type {
  AnomalyKind,
  AnomalyModel,
  AnomalyPage,
  AnomalyPeriod,
  Sensitivity,
} from '@portal/contracts/schemas/anomaly-detection';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const ANOMALY_KEY = ['anomalies'] as const;

/** What is examined: the company's ledger, the period, the model, the sensitivity (SPEC §9). */
export interface AnomalyChoice {
  company: number;
  period: AnomalyPeriod;
  model: AnomalyModel;
  sensitivity: Sensitivity;
}

export interface AnomalyFilters {
  kind: AnomalyKind | null;
}

export type AnomalyListInput = ListParams<AnomalyFilters> & { dismissed: boolean };

export function getAnomalies(
  choice: AnomalyChoice,
  input: AnomalyListInput,
  offset: number,
  limit: number,
) {
  return api.get<AnomalyPage>('anomalies/', {
    params: {
      ...choice,
      limit,
      offset,
      kind: input.filters.kind ?? undefined,
      ordering: input.ordering ?? undefined,
      dismissed: input.dismissed ? 'true' : undefined,
    },
  });
}

/** One page of the period's anomalies, strongest first unless sorted otherwise. */
export function useAnomalies(choice: AnomalyChoice, input: AnomalyListInput) {
  return useQuery({
    queryKey: [...ANOMALY_KEY, 'list', choice, input],
    queryFn: () => getAnomalies(choice, input, input.offset, input.limit),
    placeholderData: keepPreviousData,
  });
}
