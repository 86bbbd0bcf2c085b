import type { AuditItem, AuditProgress } from '@portal/contracts/schemas/audit-preparation';
import type { AUDIT_STATES } from '@portal/contracts/schemas/audit-preparation';
import type { Page } from '@portal/contracts/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_KEY } from './get-audit-clients';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface AuditItemFilters {
  state: (typeof AUDIT_STATES)[number] | null;
}

export type AuditItemPage = Page<AuditItem> & { progress: AuditProgress };

/** One page of checklist items: of one client's year, or every client's for the year. */
export function useAuditItems(
  { search, filters, ordering, limit, offset }: ListParams<AuditItemFilters>,
  scope: { company: number | null; year: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'items', scope, search, filters, ordering, offset, limit],
    queryFn: () =>
      api.get<AuditItemPage>('audit-preparation/items/', {
        params: {
          limit,
          offset,
          company: scope.company ?? undefined,
          year: scope.year,
          state: filters.state ?? undefined,
          search: search || undefined,
          ordering: ordering ?? undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
