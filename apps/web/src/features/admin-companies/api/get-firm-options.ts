import { MAX_LIMIT, type Page } from '@portal/contracts/pagination';
import type { AccountingFirm } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every firm (up to 500), for the company form's firm select. */
export function getFirmOptions() {
  return api.get<Page<AccountingFirm>>('accounting-firms/', { params: { limit: MAX_LIMIT } });
}

export const firmOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['accounting-firms', 'options'],
    queryFn: getFirmOptions,
    select: (page) => page.results.map((firm) => ({ value: String(firm.id), label: firm.name })),
  });

export function useFirmOptions(enabled: boolean) {
  return useQuery({ ...firmOptionsQueryOptions(), enabled });
}
