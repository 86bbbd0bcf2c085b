import type { Page } from '@portal/contracts/pagination';
import type { Budget } from '@portal/contracts/schemas/budgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const BUDGETS_KEY = ['budgets'] as const;

export interface BudgetFilters {
  year: string | null;
}

export function getBudgets(
  company: number,
  { search, filters, ordering }: ListParams<BudgetFilters>,
  offset: number,
  limit: number,
) {
  return api.get<Page<Budget>>('budgets/', {
    params: {
      company,
      limit,
      offset,
      search: search || undefined,
      year: filters.year ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

/** One page of the company's budgets, newest year first. */
export function useBudgets(company: number, params: ListParams<BudgetFilters>) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, company, 'list', params],
    queryFn: () => getBudgets(company, params, params.offset, params.limit),
    placeholderData: keepPreviousData,
  });
}

export function useBudget(company: number, id: number | null) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, company, 'one', id],
    queryFn: () => api.get<Budget>(`budgets/${id}/`, { params: { company } }),
    enabled: id !== null,
  });
}
