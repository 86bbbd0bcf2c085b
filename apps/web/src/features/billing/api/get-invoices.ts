import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { Invoice } from '@portal/contracts/schemas/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_KEY } from './get-billing-plan';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export type InvoiceStatus = Invoice['status'];

export interface InvoicesInput {
  companyId: number | null;
  page: number;
  status: InvoiceStatus | null;
}

export function getInvoices({ page, status }: InvoicesInput) {
  return api.get<Page<Invoice>>('billing/invoices/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, status },
  });
}

export const invoicesQueryOptions = (input: InvoicesInput) =>
  queryOptions({
    queryKey: [...BILLING_KEY, input.companyId, 'invoices', input],
    queryFn: () => getInvoices(input),
    placeholderData: keepPreviousData,
  });

/** One page (50) of the active company's invoices, newest first. */
export function useInvoices(page: number, status: InvoiceStatus | null) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery(invoicesQueryOptions({ companyId, page, status }));
}
