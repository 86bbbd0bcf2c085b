import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectedUsersQueryOptions } from './get-connected-users';
import { api } from '@/lib/api-client';

export interface RemoveCompanyUserInput {
  companyId: number;
  userId: number;
}

export function removeCompanyUser({ companyId, userId }: RemoveCompanyUserInput) {
  return api.del(`companies/${companyId}/users/${userId}/`);
}

/** The owner takes a colleague or accountant off the company; the list reloads. */
export function useRemoveCompanyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyUser,
    onSuccess: (_data, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: connectedUsersQueryOptions(companyId).queryKey }),
  });
}
