import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const LEDGER_KEY = ['ledger'] as const;

export const isRunning = (source: LedgerSource | undefined) =>
  source?.status === 'queued' || source?.status === 'running';

/** The company's ledger source; polled every 2 s while a refresh or upload is on its way. */
export function useLedgerSource(companyId: number) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'source', companyId],
    queryFn: () => api.get<LedgerSource>('ledger/source/', { params: { company: companyId } }),
    refetchInterval: (query) => (isRunning(query.state.data) ? 2000 : false),
    staleTime: 0,
  });
}
