import type { User } from '@portal/contracts/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUser(id: string | number): Promise<User> {
  return api.get<User>(`users/${id}/`);
}

export const userQueryOptions = (id: string | number) =>
  queryOptions({ queryKey: ['users', String(id)], queryFn: () => getUser(id) });

export function useUser(id: string | number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== undefined });
}
