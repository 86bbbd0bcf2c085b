import type { DetailResponse } from '@portal/contracts/schemas/auth';
import { InviteUserRequest } from '@portal/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { InviteUserRequest };

/** An invitation to sign up: the recipient creates an account and a new company. */
export function inviteUser(input: InviteUserRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('users/invite-user/', input);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    // The invited-users list shows the new invitation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
