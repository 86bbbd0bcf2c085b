import type { BudgetFill, BudgetLines, BudgetLinesInput } from '@portal/contracts/schemas/budgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUDGETS_KEY } from './get-budgets';
import { api } from '@/lib/api-client';

const linesKey = (company: number, id: number) => [...BUDGETS_KEY, company, 'lines', id] as const;

/** The budget's figures as the grid shows them. */
export function useBudgetLines(company: number, id: number) {
  return useQuery({
    queryKey: linesKey(company, id),
    queryFn: () => api.get<BudgetLines>(`budgets/${id}/lines/`, { params: { company } }),
  });
}

/** What a save, an import or a start from actuals answers: the grid as it now stands. */
function useFill<I, R extends BudgetLines>(
  company: number,
  id: number,
  send: (input: I) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorHandled: true },
    onSuccess: (lines) => {
      queryClient.setQueryData(linesKey(company, id), {
        periods: lines.periods,
        lines: lines.lines,
      });
      void queryClient.invalidateQueries({ queryKey: [...BUDGETS_KEY, company] });
    },
  });
}

export const useSaveBudgetLines = (company: number, id: number) =>
  useFill(company, id, (input: BudgetLinesInput) =>
    api.put<BudgetLines>(`budgets/${id}/lines/`, input, { params: { company } }),
  );

export const useImportBudget = (company: number, id: number) =>
  useFill(company, id, (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<BudgetFill>(`budgets/${id}/import/`, body, { params: { company } });
  });

export const useBudgetFromActuals = (company: number, id: number) =>
  useFill(company, id, (percent: number) =>
    api.post<BudgetFill>(`budgets/${id}/from-actuals/`, { percent }, { params: { company } }),
  );
