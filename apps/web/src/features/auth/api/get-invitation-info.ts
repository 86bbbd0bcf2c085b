import type { InvitationInfo } from '@portal/contracts/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What an invitation code leads to: a new company, or joining the inviter's as a colleague. */
export function getInvitationInfo(code: string): Promise<InvitationInfo> {
  return api.get<InvitationInfo>('auth/invitation/', { params: { code } });
}

export function useInvitationInfo(code: string) {
  const trimmed = code.trim();
  return useQuery({
    queryKey: ['invitation-info', trimmed],
    queryFn: () => getInvitationInfo(trimmed),
    enabled: trimmed.length >= 8,
    retry: false,
    meta: { errorHandled: true }, // an unknown code just leaves the full form
  });
}
