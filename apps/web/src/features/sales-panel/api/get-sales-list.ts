import type { Page } from '@portal/contracts/pagination';
import type {
  SalesArticle,
  SalesCustomer,
  SalesOrder,
  SalesPayment,
  SalesTab,
  SalesVoucher,
  SyncFlag,
} from '@portal/contracts/schemas/sales';
import type { SyncEntryStatus } from '@portal/contracts/schemas/sync';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export type Flag = z.infer<typeof SyncFlag>;
export type EntryStatus = z.infer<typeof SyncEntryStatus>;

/** The row each tab lists. */
export interface SalesRows {
  orders: SalesOrder;
  articles: SalesArticle;
  customers: SalesCustomer;
  vouchers: SalesVoucher;
  payments: SalesPayment;
}

interface SyncFilters {
  sync: Flag | null;
  status: EntryStatus | null;
}
interface DayRange {
  from: string | null;
  to: string | null;
}

/** The filters each tab's list accepts (null: not narrowed); the server refuses any other. */
export interface SalesFilters {
  orders: SyncFilters & DayRange & { kind: SalesOrder['kind'] | null };
  articles: SyncFilters;
  customers: SyncFilters;
  vouchers: DayRange & { type: SalesVoucher['type'] | null };
  payments: SyncFilters & DayRange;
}

export type SalesListInput<T extends SalesTab> = ListParams<SalesFilters[T]>;

export const SALES_KEY = ['sales'] as const;

/**
 * The list's query as the server reads it, without the page: search, ordering and the filters
 * that are set. The export asks for the same view with it.
 */
export function salesQueryOf<T extends SalesTab>({
  search,
  ordering,
  filters,
}: SalesListInput<T>): Record<string, string> {
  const query: Record<string, string> = {};
  if (search) query.search = search;
  if (ordering) query.ordering = ordering;
  for (const [name, value] of Object.entries(filters as object)) {
    if (value !== null && value !== undefined && value !== '') query[name] = String(value);
  }
  return query;
}

export function getSalesList<T extends SalesTab>(tab: T, input: SalesListInput<T>) {
  return api.get<Page<SalesRows[T]>>(`sales/${tab}/`, {
    params: { limit: input.limit, offset: input.offset, ...salesQueryOf(input) },
  });
}

export const salesListQueryOptions = <T extends SalesTab>(tab: T, input: SalesListInput<T>) =>
  queryOptions({
    queryKey: [...SALES_KEY, tab, input],
    queryFn: () => getSalesList(tab, input),
    placeholderData: keepPreviousData,
  });

/** One page of a sales panel tab: what the engine read and booked, as the list asks. */
export function useSalesList<T extends SalesTab>(tab: T, input: SalesListInput<T>) {
  return useQuery(salesListQueryOptions(tab, input));
}
