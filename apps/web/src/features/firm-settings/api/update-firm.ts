import { FirmPatch, type AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmQueryOptions } from './get-firm';
import { api } from '@/lib/api-client';

export { FirmPatch };

export function updateFirm(firmId: number, patch: FirmPatch) {
  return api.patch<AccountingFirm>(`accounting-firms/${firmId}/`, patch);
}

/** PATCH accounting-firms/{id}/; the firm cache takes the answer. */
export function useUpdateFirm(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: FirmPatch) => updateFirm(firmId, patch),
    onSuccess: (firm) => queryClient.setQueryData(firmQueryOptions(firmId).queryKey, firm),
  });
}
