import type { Page } from '@portal/contracts/pagination';
import type { BudgetAccount } from '@portal/contracts/schemas/budgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BUDGETS_KEY } from './get-budgets';
import { api } from '@/lib/api-client';

/** The company's result accounts matching a search, to add to a budget. */
export function useBudgetAccounts(company: number, search: string) {
  return useQuery({
    queryKey: [...BUDGETS_KEY, company, 'accounts', search],
    queryFn: () =>
      api.get<Page<BudgetAccount>>('budgets/accounts/', {
        params: { company, search: search || undefined, limit: 50 },
      }),
    placeholderData: keepPreviousData,
  });
}
