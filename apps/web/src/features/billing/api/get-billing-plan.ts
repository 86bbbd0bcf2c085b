import type { BillingPlan } from '@portal/contracts/schemas/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const BILLING_KEY = ['billing'] as const;

export function getBillingPlan() {
  return api.get<BillingPlan>('billing/');
}

export const billingPlanQueryOptions = (companyId: number | null) =>
  queryOptions({
    queryKey: [...BILLING_KEY, companyId, 'plan'],
    queryFn: getBillingPlan,
  });

/** GET billing/: the active company's plan and billing details. */
export function useBillingPlan() {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery(billingPlanQueryOptions(companyId));
}
