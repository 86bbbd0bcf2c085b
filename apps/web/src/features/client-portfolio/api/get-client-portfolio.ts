import type { Page } from '@portal/contracts/pagination';
import type {
  PortfolioBand,
  PortfolioClient,
  PortfolioClientDetail,
} from '@portal/contracts/schemas/client-portfolio';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const PORTFOLIO_KEY = ['client-portfolio'] as const;

export interface PortfolioFilters {
  band: PortfolioBand | null;
  /** an accountant's id, as the filter's select writes it */
  accountant: string | null;
  problems: 'true' | 'false' | null;
}

export type PortfolioListInput = ListParams<PortfolioFilters>;
export type PortfolioPage = Page<PortfolioClient> & { year: number };

export function getClientPortfolio(
  { search, filters, ordering }: PortfolioListInput,
  offset: number,
  limit: number,
) {
  return api.get<PortfolioPage>('client-portfolio/', {
    params: {
      limit,
      offset,
      search: search || undefined,
      band: filters.band ?? undefined,
      accountant: filters.accountant ?? undefined,
      problems: filters.problems ?? undefined,
      ordering: ordering ?? undefined,
    },
  });
}

export function useClientPortfolio(input: PortfolioListInput) {
  return useQuery(
    queryOptions({
      queryKey: [...PORTFOLIO_KEY, 'list', input],
      queryFn: () => getClientPortfolio(input, input.offset, input.limit),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The firm's accountants, for the accountant filter. */
export function usePortfolioAccountants() {
  return useQuery({
    queryKey: [...PORTFOLIO_KEY, 'accountants'],
    queryFn: () => api.get<{ id: number; name: string }[]>('client-portfolio/accountants/'),
  });
}

/** One client with each of its subscriptions; nothing is asked while none is chosen. */
export function useClientDetail(companyId: number | null) {
  return useQuery({
    queryKey: [...PORTFOLIO_KEY, 'client', companyId],
    queryFn: () => api.get<PortfolioClientDetail>(`client-portfolio/${companyId}/`),
    enabled: companyId !== null,
  });
}
