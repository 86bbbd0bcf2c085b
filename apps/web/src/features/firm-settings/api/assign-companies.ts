import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firmAccountantsQueryOptions } from './get-firm-accountants';
import { api } from '@/lib/api-client';

export function assignCompany(companyId: number, userId: number) {
  return api.post(`companies/${companyId}/accountants/`, { user_id: userId });
}

export function unassignCompany(companyId: number, userId: number) {
  return api.del(`companies/${companyId}/accountants/${userId}/`);
}

export interface AssignmentChange {
  userId: number;
  add: number[];
  remove: number[];
}

/** Sends one call per changed company, in turn, and reports how many are done. */
export function useAssignCompanies(firmId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: async ({ userId, add, remove }: AssignmentChange) => {
      const calls = [
        ...add.map((companyId) => () => assignCompany(companyId, userId)),
        ...remove.map((companyId) => () => unassignCompany(companyId, userId)),
      ];
      setProgress({ done: 0, total: calls.length });
      for (const [index, call] of calls.entries()) {
        await call();
        setProgress({ done: index + 1, total: calls.length });
      }
    },
    // Also after a failure part way: what was saved shows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: firmAccountantsQueryOptions(firmId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
      ]),
  });
  return { ...mutation, progress };
}
