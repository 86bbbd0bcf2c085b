import {
  CustomAccountMappingInput,
  type CustomAccountMapping,
} from '@portal/contracts/schemas/custom-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOM_ACCOUNTS_KEY } from './get-custom-accounts';
import { api } from '@/lib/api-client';

export { CustomAccountMappingInput };

/** POST custom-accounts/ (id null) or PATCH custom-accounts/{id}/; the form shows field errors. */
export function useSaveCustomAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CustomAccountMappingInput }) =>
      id === null
        ? api.post<CustomAccountMapping>('custom-accounts/', input)
        : api.patch<CustomAccountMapping>(`custom-accounts/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_ACCOUNTS_KEY }),
  });
}
