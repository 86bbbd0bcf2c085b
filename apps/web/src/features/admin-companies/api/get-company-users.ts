import type { ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCompanyUsers(id: number) {
  return api.get<ConnectedUser[]>(`companies/${id}/users/`);
}

export const companyUsersQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['companies', id, 'users'], queryFn: () => getCompanyUsers(id) });

/** Owners, colleagues and accountants of a company; fetched only while `id` is set. */
export function useCompanyUsers(id: number | null) {
  return useQuery({ ...companyUsersQueryOptions(id ?? 0), enabled: id !== null });
}
