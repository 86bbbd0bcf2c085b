import { ResendRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ResendRequest };

export function resendCode(input: ResendRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/resend/', input);
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
