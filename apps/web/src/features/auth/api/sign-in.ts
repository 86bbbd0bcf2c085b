import { SigninRequest, type SigninResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { SigninRequest };

export function signIn(input: SigninRequest): Promise<SigninResponse> {
  return api.post<SigninResponse>('auth/signin/', input);
}

/** The caller shows errors itself (inactive accounts get an activation offer). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { errorHandled: true } });
}
