import type { Company, CompanyPatch } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function updateCompany(id: number, patch: CompanyPatch): Promise<Company> {
  return api.patch<Company>(`companies/${id}/`, patch);
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CompanyPatch }) => updateCompany(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
