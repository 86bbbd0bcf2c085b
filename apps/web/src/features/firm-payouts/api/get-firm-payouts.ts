import type { FirmPayout, PayoutStatus } from '@portal/contracts/schemas/firm-payouts';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import type { Page } from '@portal/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const FIRM_PAYOUTS_KEY = ['firm-payouts'] as const;

export interface FirmPayoutFilters {
  status: PayoutStatus | null;
}

export type FirmPayoutsListInput = ListParams<FirmPayoutFilters>;

export type FirmPayoutPage = Page<FirmPayout> & { totals: { pending: string; paid: string } };

export function getFirmPayouts(
  { search, filters, ordering }: FirmPayoutsListInput,
  offset: number,
  limit: number,
) {
  return api.get<FirmPayoutPage>('payouts/', {
    params: {
      limit,
      offset,
      search: search || undefined,
      status: filters.status ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useFirmPayouts(input: FirmPayoutsListInput) {
  return useQuery(
    queryOptions({
      queryKey: [...FIRM_PAYOUTS_KEY, input],
      queryFn: () => getFirmPayouts(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Accounting firms whose name holds `search`: the first 20, for a picker. */
export function useFirmOptions(search: string) {
  const query = useQuery({
    queryKey: ['accounting-firms', 'options', search],
    queryFn: () =>
      api.get<Page<AccountingFirm>>('accounting-firms/', {
        params: { limit: 20, offset: 0, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
  return (query.data?.results ?? []).map((f) => ({ id: f.id, label: f.name }));
}
