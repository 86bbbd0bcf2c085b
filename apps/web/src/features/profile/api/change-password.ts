import { PasswordChangeRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { PasswordChangeRequest };

/** POST auth/password/change/: other devices are signed out, this one stays. */
export function changePassword(input: PasswordChangeRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/password/change/', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
