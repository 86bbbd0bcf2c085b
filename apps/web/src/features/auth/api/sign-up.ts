import { SignupRequest, type DetailResponse } from '@portal/contracts/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { SignupRequest };

export function signUp(input: SignupRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('auth/signup/', input);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
