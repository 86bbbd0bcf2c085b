import type { TaxReturnDetail } from '@portal/contracts/schemas/tax-preparation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAX_KEY } from './get-tax-returns';
import { api } from '@/lib/api-client';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TAX_KEY });
}

/** Open ↔ in progress. */
export function usePatchTaxReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'open' | 'in_progress' }) =>
      api.patch<TaxReturnDetail>(`tax-preparation/returns/${id}/`, { status }),
    onSuccess: refresh,
  });
}

/** Files a return with the amount to pay the person confirmed (VAT), or none (income). */
export function useFileTaxReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, vatToPay }: { id: number; vatToPay: string | null }) =>
      api.post<TaxReturnDetail>(`tax-preparation/returns/${id}/file/`, { vat_to_pay: vatToPay }),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}
