import type { Reconciliation } from '@portal/contracts/schemas/reconciliation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const RECONCILIATION_KEY = ['reconciliation'] as const;

export interface ReconciliationInput {
  /** YYYY-MM */
  month: string;
  /** the company shown; the caller's active company when null */
  companyId: number | null;
}

export function getReconciliation({ month, companyId }: ReconciliationInput) {
  return api.get<Reconciliation>('reconciliation/', {
    params: { month, company_id: companyId ?? undefined },
  });
}

export const reconciliationQueryOptions = (input: ReconciliationInput) =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, input],
    queryFn: () => getReconciliation(input),
  });

/** The discrepancy report of the active company's month. */
export function useReconciliation(month: string) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery(reconciliationQueryOptions({ month, companyId }));
}
