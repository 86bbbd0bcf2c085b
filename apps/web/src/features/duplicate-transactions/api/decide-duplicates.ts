import type { DuplicatePair, MergeResult } from '@portal/contracts/schemas/duplicate-transactions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DUPLICATES_KEY } from './get-duplicates';
import { api } from '@/lib/api-client';

function useRefresh() {
  const queryClient = useQueryClient();
  // a merge books reversals: the ledger's screens and the anomalies change too
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DUPLICATES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      queryClient.invalidateQueries({ queryKey: ['anomalies'] }),
    ]);
}

/** SPEC §5: merges the chosen pairs, keeping the earliest voucher of each; cannot be undone. */
export function useMergeDuplicates(company: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<MergeResult>('duplicates/merge/', { ids }, { params: { company } }),
    // pairs merged before a failure stay merged: the list is read again either way
    onSettled: refresh,
  });
}

/** "Not a duplicate". */
export function useDismissDuplicate(company: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DuplicatePair>(`duplicates/${id}/dismiss/`, undefined, { params: { company } }),
    onSuccess: refresh,
  });
}
