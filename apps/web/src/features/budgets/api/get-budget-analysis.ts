import type { BudgetAnalysis, VarianceThreshold } from '@portal/contracts/schemas/budgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BUDGETS_KEY } from './get-budgets';
import { api } from '@/lib/api-client';

/** Budget vs actual of one budget at a variance threshold. */
export function useBudgetAnalysis(company: number, id: number, threshold: VarianceThreshold) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, company, 'analysis', id, threshold],
    queryFn: () =>
      api.get<BudgetAnalysis>(`budgets/${id}/analysis/`, { params: { company, threshold } }),
    placeholderData: keepPreviousData,
  });
}
