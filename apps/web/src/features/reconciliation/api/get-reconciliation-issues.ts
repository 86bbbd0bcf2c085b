import type { Page } from '@portal/contracts/pagination';
import type { ReconciliationIssue } from '@portal/contracts/schemas/reconciliation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RECONCILIATION_KEY } from './get-reconciliation';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/** Issue cards per page: the report stays a report, the rest is a page away. */
export const ISSUES_PER_PAGE = 10;

export interface ReconciliationIssuesInput {
  /** YYYY-MM */
  month: string;
  companyId: number | null;
  page: number;
}

export function getReconciliationIssues({ month, companyId, page }: ReconciliationIssuesInput) {
  return api.get<Page<ReconciliationIssue>>('reconciliation/issues/', {
    params: {
      month,
      company_id: companyId ?? undefined,
      limit: ISSUES_PER_PAGE,
      offset: (page - 1) * ISSUES_PER_PAGE,
    },
  });
}

export const reconciliationIssuesQueryOptions = (input: ReconciliationIssuesInput) =>
  queryOptions({
    queryKey: [...RECONCILIATION_KEY, 'issues', input],
    queryFn: () => getReconciliationIssues(input),
    placeholderData: keepPreviousData,
  });

/** One page of the month's elements that need a person, for the active company. */
export function useReconciliationIssues(month: string, page: number) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery(reconciliationIssuesQueryOptions({ month, companyId, page }));
}
