import type { ClientRatePage } from '@portal/contracts/schemas/client-rates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const CLIENT_RATES_KEY = ['client-rates'] as const;

export type ClientRatesInput = ListParams<Record<string, never>>;

export function getClientRates(
  { search, ordering }: ClientRatesInput,
  offset: number,
  limit: number,
) {
  return api.get<ClientRatePage>('client-rates/', {
    params: { limit, offset, search: search || undefined, ordering: ordering ?? undefined },
  });
}

/** The clients the accountant sees, each with its hourly rate (the consultation rate by default). */
export function useClientRates(input: ClientRatesInput) {
  return useQuery(
    queryOptions({
      queryKey: [...CLIENT_RATES_KEY, input],
      queryFn: () => getClientRates(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}
