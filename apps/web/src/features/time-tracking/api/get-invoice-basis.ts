import type { InvoiceBasisPage } from '@portal/contracts/schemas/time-tracking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIME_KEY } from './time-keys';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface InvoiceBasisFilters {
  client: string | null;
  month_from: string | null;
  month_to: string | null;
}

export type InvoiceBasisInput = ListParams<InvoiceBasisFilters>;

export function getInvoiceBasis(
  { filters, ordering }: InvoiceBasisInput,
  offset: number,
  limit: number,
) {
  return api.get<InvoiceBasisPage>('time-entries/invoice-basis/', {
    params: {
      limit,
      offset,
      client: filters.client ?? undefined,
      month_from: filters.month_from ?? undefined,
      month_to: filters.month_to ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

/** Billable time per client and month at its rates: what the firm can invoice. */
export function useInvoiceBasis(input: InvoiceBasisInput) {
  return useQuery(
    queryOptions({
      queryKey: [...TIME_KEY, 'invoice-basis', input],
      queryFn: () => getInvoiceBasis(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}
