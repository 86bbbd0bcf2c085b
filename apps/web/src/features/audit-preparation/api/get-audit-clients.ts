import type { AuditClient, FirmPerson } from '@portal/contracts/schemas/audit-preparation';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const AUDIT_KEY = ['audit-preparation'] as const;

/** The firm's clients the person may see, each with its fiscal year. */
export function useAuditClients() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'clients'],
    queryFn: () => api.get<AuditClient[]>('audit-preparation/clients/'),
  });
}

/** The firm's accountants, to give an item to. */
export function useFirmPeople() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'people'],
    queryFn: () => api.get<z.infer<typeof FirmPerson>[]>('audit-preparation/people/'),
  });
}
