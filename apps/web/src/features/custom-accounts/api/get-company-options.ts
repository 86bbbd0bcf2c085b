import type { Page } from '@portal/contracts/pagination';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { Company } from '@portal/contracts/schemas/tenancy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Companies whose name or organisation number holds `search`: the first 20, for a picker. */
export function useCompanyOptions(search: string) {
  const query = useQuery({
    queryKey: ['companies', 'options', search],
    queryFn: () =>
      api.get<Page<Company>>('companies/', {
        params: { limit: 20, offset: 0, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
  return (query.data?.results ?? []).map((c) => ({
    id: c.id,
    label: `${c.name} (${c.company_id})`,
  }));
}

/** The subscriptions of one company, for choosing one of them. */
export function useCompanySubscriptions(companyId: number | null) {
  return useQuery({
    queryKey: ['subscriptions', 'of-company', companyId],
    queryFn: () => api.get<Subscription[]>('subscriptions/', { params: { company_id: companyId } }),
    enabled: companyId !== null,
  });
}
