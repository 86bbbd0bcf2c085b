import { CompanyInput, type Company } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { CompanyInput };

export function createCompany(input: CompanyInput): Promise<Company> {
  return api.post<Company>('companies/', input);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });
}
