import { ResetInitRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ResetInitRequest };

/** POST auth/reset/init/: e-mails a 6-digit reset code. */
export function requestReset(input: ResetInitRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/reset/init/', input);
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
