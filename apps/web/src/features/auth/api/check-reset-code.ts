import { ResetCheckcodeRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { ResetCheckcodeRequest };

/** POST auth/reset/checkcode/: verifies the code before the new password is asked for. */
export function checkResetCode(input: ResetCheckcodeRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/reset/checkcode/', input);
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode });
}
