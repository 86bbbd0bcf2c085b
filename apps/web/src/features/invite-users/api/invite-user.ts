import type { DetailResponse } from '@portal/contracts/schemas/auth';
import { InviteUserRequest } from '@portal/contracts/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { InviteUserRequest };

export function inviteUser(input: InviteUserRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('users/invite-user/', input);
}

export function useInviteUser() {
  return useMutation({ mutationFn: inviteUser });
}
