import { FirmInput, type AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { FirmInput };

export function createFirm(input: FirmInput): Promise<AccountingFirm> {
  return api.post<AccountingFirm>('accounting-firms/', input);
}

export function useCreateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounting-firms'] }),
  });
}
