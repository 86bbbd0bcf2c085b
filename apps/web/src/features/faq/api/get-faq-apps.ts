import type { Page } from '@portal/contracts/pagination';
import type { CatalogItem } from '@portal/contracts/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The catalogue's apps an FAQ item can be about (slug and name). */
export function useFaqApps() {
  return useQuery(
    queryOptions({
      queryKey: ['faq', 'apps'],
      queryFn: () => api.get<Page<CatalogItem>>('catalog/apps/', { params: { limit: 500 } }),
      select: (page) => page.results.map((app) => ({ value: app.slug, label: app.name })),
      staleTime: 10 * 60_000,
    }),
  );
}
