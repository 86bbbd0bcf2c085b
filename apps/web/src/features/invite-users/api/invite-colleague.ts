import type { DetailResponse } from '@portal/contracts/schemas/auth';
import type { InviteUserRequest } from '@portal/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An invitation to join the inviter's active company as a colleague (SPEC §7). */
export function inviteColleague(input: InviteUserRequest): Promise<DetailResponse> {
  return api.post<DetailResponse>('users/invite-colleague/', input);
}

export function useInviteColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteColleague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
