import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Invitation } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface InvitationListInput {
  page: number;
  search: string;
}

export function getInvitations({ page, search }: InvitationListInput) {
  return api.get<Page<Invitation>>('users/invitations/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, search: search.trim() },
  });
}

export const invitationsQueryOptions = (input: InvitationListInput) =>
  queryOptions({
    queryKey: ['invitations', input],
    queryFn: () => getInvitations(input),
    placeholderData: keepPreviousData,
  });

export function useInvitations(input: InvitationListInput) {
  return useQuery(invitationsQueryOptions(input));
}
