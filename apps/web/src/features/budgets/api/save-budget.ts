import { BudgetInput, type Budget, type BudgetPatch } from '@portal/contracts/schemas/budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUDGETS_KEY } from './get-budgets';
import { api } from '@/lib/api-client';

export { BudgetInput };

function useRefresh(company: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...BUDGETS_KEY, company] });
}

export function useCreateBudget(company: number) {
  const refresh = useRefresh(company);
  return useMutation({
    mutationFn: (input: BudgetInput) =>
      api.post<Budget>('budgets/', input, { params: { company } }),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

export function usePatchBudget(company: number) {
  const refresh = useRefresh(company);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: BudgetPatch }) =>
      api.patch<Budget>(`budgets/${id}/`, patch, { params: { company } }),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

export function useDeleteBudget(company: number) {
  const refresh = useRefresh(company);
  return useMutation({
    mutationFn: (id: number) => api.del(`budgets/${id}/`, { params: { company } }),
    onSuccess: refresh,
  });
}
