import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Role } from '@portal/contracts/roles';
import type { User } from '@portal/contracts/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface UserListInput {
  page: number;
  /** name or e-mail */
  search: string;
  role: Role | null;
  isActive: boolean | null;
  limit?: number;
}

export function getUsers({ page, search, role, isActive, limit = DEFAULT_LIMIT }: UserListInput) {
  return api.get<Page<User>>('users/', {
    params: {
      limit,
      offset: (page - 1) * limit,
      search: search.trim(),
      role,
      is_active: isActive === null ? undefined : String(isActive),
    },
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
