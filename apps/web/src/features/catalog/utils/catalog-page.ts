import type { Page } from '@portal/contracts/pagination';

/**
 * SPEC §3: a catalogue answer is a list or an object with `results`. Either becomes a page:
 * a bare list is one page holding everything.
 */
export function toCatalogPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { count: data.length, next: null, previous: null, results: data };
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) {
    const page = data as Partial<Page<T>> & { results: T[] };
    return {
      count: typeof page.count === 'number' ? page.count : page.results.length,
      next: page.next ?? null,
      previous: page.previous ?? null,
      results: page.results,
    };
  }
  return { count: 0, next: null, previous: null, results: [] };
}
