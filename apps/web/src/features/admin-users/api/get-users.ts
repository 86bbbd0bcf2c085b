import type { Page } from '@portal/contracts/pagination';
import type { Role } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface UserFilters {
  role: Role | null;
  /** a select's value, so a string; null for active and inactive alike */
  is_active: 'true' | 'false' | null;
}

/** `search` is matched in the name and e-mail. */
export type UserListInput = ListParams<UserFilters>;

export function getUsers({ limit, offset, search, filters }: UserListInput) {
  return api.get<Page<User>>('users/', {
    params: { limit, offset, search, role: filters.role, is_active: filters.is_active },
  });
}

export const usersQueryOptions = (input: UserListInput) =>
  queryOptions({
    queryKey: ['users', 'list', input],
    queryFn: () => getUsers(input),
    placeholderData: keepPreviousData,
  });

export function useUsers(input: UserListInput) {
  return useQuery(usersQueryOptions(input));
}
