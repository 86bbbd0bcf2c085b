import type { Page } from '@portal/contracts/pagination';
import type { CatalogItem } from '@portal/contracts/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GuideApp {
  slug: string;
  name: string;
  logo: string;
}

/** The catalogue's apps and accounting systems: what a guide can be about. */
export async function getGuideApps(): Promise<GuideApp[]> {
  const [apps, accountings] = await Promise.all(
    ['catalog/apps/', 'catalog/accountings/'].map((path) =>
      api.get<Page<CatalogItem> | CatalogItem[]>(path, { params: { limit: 100 } }),
    ),
  );
  // the catalogue answers a page, or a plain list when asked for everything
  const rows = (data: Page<CatalogItem> | CatalogItem[] | undefined) =>
    Array.isArray(data) ? data : (data?.results ?? []);
  return [...rows(apps), ...rows(accountings)].map(({ slug, name, logo }) => ({
    slug,
    name,
    logo,
  }));
}

export function useGuideApps() {
  return useQuery({ queryKey: ['guides', 'apps'], queryFn: getGuideApps, staleTime: 300_000 });
}
