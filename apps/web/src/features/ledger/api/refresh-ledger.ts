import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEDGER_KEY } from './get-ledger-source';
import { LEDGER_COMPANIES_KEY } from '@/components/ledger-company-picker';
import { api } from '@/lib/api-client';

/** Puts the new state in place at once, then lets every ledger view and the picker read again. */
export function useLedgerStateUpdate(companyId: number) {
  const queryClient = useQueryClient();
  return (source: LedgerSource) => {
    queryClient.setQueryData([...LEDGER_KEY, 'source', companyId], source);
    void queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
    void queryClient.invalidateQueries({ queryKey: LEDGER_COMPANIES_KEY });
  };
}

/** POST ledger/refresh/: read the books from the company's accounting system (a job). */
export function useRefreshLedger(companyId: number) {
  const update = useLedgerStateUpdate(companyId);
  return useMutation({
    mutationFn: (replaceSie: boolean) =>
      api.post<LedgerSource>(
        'ledger/refresh/',
        { replace_sie: replaceSie },
        { params: { company: companyId } },
      ),
    onSuccess: update,
  });
}
