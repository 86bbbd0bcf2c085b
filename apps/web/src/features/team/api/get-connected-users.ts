import type { ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getConnectedUsers(companyId: number) {
  return api.get<ConnectedUser[]>(`companies/${companyId}/users/`);
}

export const connectedUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId, 'users'],
    queryFn: () => getConnectedUsers(companyId),
  });

/** Owner, colleagues and assigned accountants of a company. */
export function useConnectedUsers(companyId: number) {
  return useQuery(connectedUsersQueryOptions(companyId));
}
