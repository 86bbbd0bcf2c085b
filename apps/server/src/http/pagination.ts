import type { Page, PageQuery } from '@portal/contracts/pagination';

/** Relative URL of the same list at another offset, keeping the other query parameters. */
function pageUrl(requestUrl: string, limit: number, offset: number): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** The `{count, next, previous, results}` envelope of ADR 004. */
export function toPage<T>(
  requestUrl: string,
  { limit, offset }: PageQuery,
  count: number,
  results: T[],
): Page<T> {
  const next = offset + limit < count ? pageUrl(requestUrl, limit, offset + limit) : null;
  const previous = offset > 0 ? pageUrl(requestUrl, limit, Math.max(0, offset - limit)) : null;
  return { count, next, previous, results };
}
