import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextOrdering, useListQuery } from '../use-list-query';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Filters {
  status: 'ok' | 'failed' | null;
}

const onPage3 = () => {
  const hook = renderHook(() => useListQuery<Filters>({ filters: { status: null } }));
  act(() => hook.result.current.setPage(3));
  expect(hook.result.current.params).toMatchObject({ limit: 50, offset: 100 });
  return hook;
};

describe('useListQuery', () => {
  it('goes back to page 1 when the search changes', () => {
    const { result } = onPage3();
    act(() => result.current.setSearch('acme'));
    expect(result.current).toMatchObject({ page: 1, search: 'acme' });
    expect(result.current.params.offset).toBe(0);
  });

  it('goes back to page 1 when a filter changes, and clears it to its starting value', () => {
    const { result } = onPage3();
    act(() => result.current.setFilter('status', 'failed'));
    expect(result.current.page).toBe(1);
    expect(result.current.params.filters).toEqual({ status: 'failed' });
    act(() => result.current.setPage(2));
    act(() => result.current.resetFilter('status'));
    expect(result.current.page).toBe(1);
    expect(result.current.params.filters).toEqual({ status: null });
  });

  it('goes back to page 1 when the ordering changes', () => {
    const { result } = onPage3();
    act(() => result.current.setOrdering('-created_at'));
    expect(result.current.page).toBe(1);
    expect(result.current.params.ordering).toBe('-created_at');
  });

  it('hands the trimmed search to the query only after 300 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useListQuery<Filters>({ filters: { status: null } }));
    act(() => result.current.setSearch('  acme '));
    expect(result.current.params.search).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.params.search).toBe('acme');
  });

  it('starts from a given search, e.g. one read from the URL', () => {
    const { result } = renderHook(() =>
      useListQuery<Filters>({ filters: { status: null }, search: 'INV-7' }),
    );
    expect(result.current.params.search).toBe('INV-7');
  });
});

describe('nextOrdering', () => {
  it('sorts ascending, then descending, then back to the server order', () => {
    expect(nextOrdering(null, 'name')).toBe('name');
    expect(nextOrdering('name', 'name')).toBe('-name');
    expect(nextOrdering('-name', 'name')).toBeNull();
    expect(nextOrdering('-date', 'name')).toBe('name');
  });
});
