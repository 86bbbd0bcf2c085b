import type { Checklist } from '@portal/contracts/schemas/audit-preparation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_KEY } from './get-audit-clients';
import { api } from '@/lib/api-client';

const checklistKey = (company: number | null, year: number) =>
  [...AUDIT_KEY, 'checklist', company, year] as const;

/**
 * Opens a client's year: the server makes its standard items the first time and checks the
 * automatic ones when what it found is older than a minute.
 */
export function useChecklist(company: number | null, year: number) {
  return useQuery({
    queryKey: checklistKey(company, year),
    queryFn: () =>
      api.get<Checklist>('audit-preparation/checklist/', { params: { company, year } }),
    enabled: company !== null,
    staleTime: 0,
  });
}

/** Checks the automatic items again now. */
export function useCheckNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, year }: { company: number; year: number }) =>
      api.post<Checklist>('audit-preparation/checklist/check/', { company, year }),
    onSuccess: (checklist) => {
      queryClient.setQueryData(checklistKey(checklist.company, checklist.fiscal_year), checklist);
      return queryClient.invalidateQueries({ queryKey: [...AUDIT_KEY, 'items'] });
    },
  });
}
