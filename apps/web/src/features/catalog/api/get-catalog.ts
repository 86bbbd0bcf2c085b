import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { CatalogCategory, CatalogItem, CatalogKind } from '@portal/contracts/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toCatalogPage } from '../utils/catalog-page';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS, readItem, writeItem } from '@/lib/storage';

export const CATALOG_KEY = ['catalog'] as const;

const PATHS: Record<CatalogKind, string> = {
  app: 'catalog/apps/',
  accounting: 'catalog/accountings/',
  product: 'catalog/products/',
};

export interface CatalogInput {
  page: number;
  /** searched in the name and the description */
  search: string;
  category: CatalogCategory | null;
}

export const WHOLE_LIST: CatalogInput = { page: 1, search: '', category: null };

const isWholeList = (input: CatalogInput) =>
  input.page === 1 && !input.search.trim() && input.category === null;

/** The apps list as last loaded (SPEC §9 storage key `apps`), shown until the fresh one arrives. */
export function cachedApps(): Page<CatalogItem> | undefined {
  const stored = readItem(STORAGE_KEYS.apps);
  if (!stored) return undefined;
  try {
    const page = toCatalogPage<CatalogItem>(JSON.parse(stored));
    return page.results.length ? page : undefined;
  } catch {
    return undefined;
  }
}

export async function getCatalog(kind: CatalogKind, input: CatalogInput) {
  const data = await api.get<unknown>(PATHS[kind], {
    params: {
      limit: DEFAULT_LIMIT,
      offset: (input.page - 1) * DEFAULT_LIMIT,
      search: input.search.trim() || undefined,
      category: input.category,
    },
  });
  const page = toCatalogPage<CatalogItem>(data);
  if (kind === 'app' && isWholeList(input))
    writeItem(STORAGE_KEYS.apps, JSON.stringify(page.results));
  return page;
}

export const catalogQueryOptions = (kind: CatalogKind, input: CatalogInput, locale: string) =>
  queryOptions({
    // descriptions come in the caller's language
    queryKey: [...CATALOG_KEY, kind, input, locale],
    queryFn: () => getCatalog(kind, input),
    placeholderData: (previous) =>
      previous ?? (kind === 'app' && isWholeList(input) ? cachedApps() : undefined),
  });

export function useCatalog(kind: CatalogKind, input: CatalogInput = WHOLE_LIST) {
  const { i18n } = useTranslation();
  return useQuery(catalogQueryOptions(kind, input, i18n.language));
}
