import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** Page and search of a `{count, results}` list; a new search starts again at page 1. */
export function usePagedSearch(delay = 300, initialSearch = '') {
  const [page, setPage] = useState(1);
  const [search, setSearchValue] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search, delay);
  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  return { page, setPage, search, setSearch, debounced };
}
