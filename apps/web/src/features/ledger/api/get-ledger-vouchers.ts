import type { Page } from '@portal/contracts/pagination';
import type { LedgerVoucher } from '@portal/contracts/schemas/ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEDGER_KEY } from './get-ledger-source';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export interface VoucherFilters {
  account: string | null;
  from: string | null;
  to: string | null;
}

/** One page of the company's vouchers as the list shows them (same search, filters, order). */
export function getLedgerVouchers(
  companyId: number,
  { search, filters, ordering }: Omit<ListParams<VoucherFilters>, 'limit' | 'offset'>,
  offset: number,
  limit: number,
) {
  return api.get<Page<LedgerVoucher>>('ledger/vouchers/', {
    params: {
      company: companyId,
      limit,
      offset,
      search: search || undefined,
      account: filters.account ?? undefined,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useLedgerVouchers(companyId: number, params: ListParams<VoucherFilters>) {
  return useQuery({
    queryKey: [...LEDGER_KEY, 'vouchers', companyId, params],
    queryFn: () => getLedgerVouchers(companyId, params, params.offset, params.limit),
    placeholderData: keepPreviousData,
  });
}
