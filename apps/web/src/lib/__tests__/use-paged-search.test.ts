import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch } from '../use-paged-search';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePagedSearch', () => {
  it('goes back to page 1 when the search changes', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('acme'));
    expect(result.current).toMatchObject({ page: 1, search: 'acme' });
  });

  it('hands the search to the query only after the delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePagedSearch(300));
    act(() => result.current.setSearch('acme'));
    expect(result.current.debounced).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.debounced).toBe('acme');
  });
});
