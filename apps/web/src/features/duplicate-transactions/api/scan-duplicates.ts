import type {
  DuplicateScanResult,
  MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DUPLICATES_KEY } from './get-duplicates';
import { api } from '@/lib/api-client';

/** Compares the ledger's vouchers by the criteria and flags the pairs (never merges). */
export function useScanDuplicates(company: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteria: MatchCriteria) =>
      api.post<DuplicateScanResult>('duplicates/scan/', undefined, {
        params: { company, criteria },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DUPLICATES_KEY }),
  });
}
