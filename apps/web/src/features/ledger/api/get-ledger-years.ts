import type { Page } from '@portal/contracts/pagination';
import type { LedgerAccount, LedgerYearSummary } from '@portal/contracts/schemas/ledger';
import { useQuery } from '@tanstack/react-query';
import { LEDGER_KEY } from './get-ledger-source';
import { api } from '@/lib/api-client';

/** The company's financial years, newest first, with what each holds. */
export function useLedgerYears(companyId: number) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'years', companyId],
    queryFn: () =>
      api.get<Page<LedgerYearSummary>>('ledger/years/', { params: { company: companyId } }),
  });
}

/** The company's chart of accounts, for the account filter. */
export function useLedgerAccounts(companyId: number) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'accounts', companyId],
    queryFn: () =>
      api.get<Page<LedgerAccount>>('ledger/accounts/', {
        params: { company: companyId, limit: 5000 },
      }),
  });
}

/** Vouchers per month, for the chart. */
export function useLedgerMonths(companyId: number) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'months', companyId],
    queryFn: () =>
      api.get<{ results: { month: string; vouchers: number }[] }>('ledger/months/', {
        params: { company: companyId },
      }),
  });
}
