import { AddFirmAccountant, type FirmAccountant } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { AddFirmAccountant };

export function addFirmAccountant(firmId: number, input: AddFirmAccountant) {
  return api.post<FirmAccountant>(`accounting-firms/${firmId}/accountants/`, input);
}

/** Adds an existing accountant by e-mail; the form shows the server's field errors itself. */
export function useAddFirmAccountant(firmId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddFirmAccountant) => addFirmAccountant(firmId, input),
    meta: { errorHandled: true },
    // The accountant list and the firm's counts change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounting-firms', firmId] }),
  });
}
