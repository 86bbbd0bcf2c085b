/** The `rel="next"` URL of a Link header (Shopify REST, WooCommerce), if any. */
export function nextLink(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match) return match[1];
  }
  return undefined;
}

export interface Page<T> {
  items: T[];
  /** where the next page is: a cursor, a URL, or nothing on the last page */
  next?: string;
}

/**
 * Every item of a paged list, page by page: the connector's `fetchPage` reads one page and says
 * where the next is (cursor, Link header, or offset as a string). It follows `next`, never
 * `previous`, and stops on a repeated `next` rather than loop forever.
 */
export async function* paginate<T>(
  fetchPage: (next: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T> {
  const seen = new Set<string>();
  let next: string | undefined;
  do {
    const page = await fetchPage(next);
    yield* page.items;
    next = page.next;
    if (next !== undefined) {
      if (seen.has(next)) throw new Error(`Pagination loops at ${next}`);
      seen.add(next);
    }
  } while (next !== undefined);
}

/** Offset pages: the next offset while a page comes back full. */
export function nextOffset(offset: number, pageSize: number, received: number): string | undefined {
  return received < pageSize ? undefined : String(offset + pageSize);
}
