import { ResetRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ResetRequest };

/** POST auth/reset/: sets the new password; the server signs out every device. */
export function resetPassword(input: ResetRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/reset/', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
