import { ActivateRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ActivateRequest };

export function activateAccount(input: ActivateRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/activate/', input);
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
