import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { useCallback, useMemo, useState } from 'react';

/** What a list's api hook sends: one page of `limit` rows from `offset`, narrowed and ordered. */
export interface ListParams<F> {
  limit: number;
  offset: number;
  /** the debounced, trimmed search; empty for none */
  search: string;
  filters: F;
  /** a column's sort key, `-key` for descending; null for the server's own order */
  ordering: string | null;
}

export interface ListQuery<F> {
  page: number;
  setPage: (page: number) => void;
  limit: number;
  /** what the search box shows, ahead of the debounced search in `params` */
  search: string;
  setSearch: (search: string) => void;
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** puts a filter back to the value the list started with */
  resetFilter: (key: keyof F) => void;
  ordering: string | null;
  setOrdering: (ordering: string | null) => void;
  params: ListParams<F>;
}

export interface ListQueryOptions<F> {
  /** every filter with its starting value (null for "all") */
  filters: F;
  search?: string;
  ordering?: string | null;
  limit?: number;
  /** how long typing must pause before the search reaches the server */
  delay?: number;
}

/**
 * The state of one `{count, results}` list: page, search, filters and ordering.
 * A new search, filter or ordering starts again at page 1, so nobody lands on a page past the end.
 */
export function useListQuery<F extends object>({
  filters: initialFilters,
  search: initialSearch = '',
  ordering: initialOrdering = null,
  limit = DEFAULT_LIMIT,
  delay = 300,
}: ListQueryOptions<F>): ListQuery<F> {
  const [initial] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const [search, setSearchValue] = useState(initialSearch);
  const [filters, setFilters] = useState<F>(initialFilters);
  const [ordering, setOrderingValue] = useState<string | null>(initialOrdering);
  const [debounced] = useDebouncedValue(search, delay);

  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }, []);
  const resetFilter = useCallback(
    (key: keyof F) => setFilter(key, initial[key]),
    [initial, setFilter],
  );
  const setOrdering = useCallback((value: string | null) => {
    setOrderingValue(value);
    setPage(1);
  }, []);

  const params = useMemo(
    () => ({
      limit,
      offset: (page - 1) * limit,
      search: debounced.trim(),
      filters,
      ordering,
    }),
    [limit, page, debounced, filters, ordering],
  );

  return {
    page,
    setPage,
    limit,
    search,
    setSearch,
    filters,
    setFilter,
    resetFilter,
    ordering,
    setOrdering,
    params,
  };
}

/** The ordering after pressing a column's sort header: ascending, then descending, then none. */
export function nextOrdering(current: string | null, sortKey: string): string | null {
  if (current === sortKey) return `-${sortKey}`;
  if (current === `-${sortKey}`) return null;
  return sortKey;
}

/** How a column is sorted now, for its header's aria-sort. */
export function sortDirection(
  ordering: string | null,
  sortKey: string,
): 'ascending' | 'descending' | undefined {
  if (ordering === sortKey) return 'ascending';
  if (ordering === `-${sortKey}`) return 'descending';
  return undefined;
}
