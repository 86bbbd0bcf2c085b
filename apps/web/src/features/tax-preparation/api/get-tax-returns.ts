import type { Page } from '@portal/contracts/pagination';
import type {
  TAX_DUE,
  TaxReturn,
  TaxReturnDetail,
  TaxReturnKind,
  TaxReturnStatus,
} from '@portal/contracts/schemas/tax-preparation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const TAX_KEY = ['tax-preparation'] as const;

export interface TaxReturnFilters {
  status: TaxReturnStatus | null;
  due: (typeof TAX_DUE)[number] | null;
  company: string | null;
  kind: TaxReturnKind | null;
}

export type TaxReturnPage = Page<TaxReturn> & {
  counts: { due_soon: number; overdue: number; filed: number };
};

/** One page of the clients' returns, by due date; the periods are made as they are read. */
export function useTaxReturns({
  search,
  filters,
  ordering,
  limit,
  offset,
}: ListParams<TaxReturnFilters>) {
  return useQuery({
    queryKey: [...TAX_KEY, 'returns', search, filters, ordering, offset, limit],
    queryFn: () =>
      api.get<TaxReturnPage>('tax-preparation/returns/', {
        params: {
          limit,
          offset,
          search: search || undefined,
          status: filters.status ?? undefined,
          due: filters.due ?? undefined,
          company: filters.company ?? undefined,
          kind: filters.kind ?? undefined,
          ordering: ordering ?? undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A return with its VAT figures: as filed, or as booked now. */
export function useTaxReturn(id: number | null) {
  return useQuery({
    queryKey: [...TAX_KEY, 'return', id],
    queryFn: () => api.get<TaxReturnDetail>(`tax-preparation/returns/${id}/`),
    enabled: id !== null,
    staleTime: 0,
  });
}
