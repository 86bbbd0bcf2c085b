import { invalidRequest, missing } from './errors';

export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

const RANGE = ['gt', 'gte', 'lt', 'lte'] as const;

const integer = (raw: string, param: string) => {
  if (!/^-?\d+$/.test(raw)) throw invalidRequest(`Invalid integer: ${raw}`, param);
  return Number(raw);
};

/**
 * A timestamp filter as Stripe takes it: `name=ts` or `name[gt|gte|lt|lte]=ts`, in seconds.
 * Answers whether a value passes.
 */
export function rangeFilter(query: URLSearchParams, name: string): (value: number) => boolean {
  const tests: Array<(value: number) => boolean> = [];
  const exact = query.get(name);
  if (exact !== null) {
    const ts = integer(exact, name);
    tests.push((v) => v === ts);
  }
  for (const op of RANGE) {
    const raw = query.get(`${name}[${op}]`);
    if (raw === null) continue;
    const ts = integer(raw, `${name}[${op}]`);
    tests.push(
      op === 'gt'
        ? (v) => v > ts
        : op === 'gte'
          ? (v) => v >= ts
          : op === 'lt'
            ? (v) => v < ts
            : (v) => v <= ts,
    );
  }
  return (value) => tests.every((test) => test(value));
}

/** `expand[]=a` and `expand[0]=a` (what the SDKs send) alike. */
export function expansions(query: URLSearchParams): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of query) if (/^expand\[\d*\]$/.test(key)) out.add(value);
  return out;
}

/**
 * Stripe list pagination over items already newest first: `limit` 1–100 (default 10),
 * `starting_after` (older than the cursor) or `ending_before` (newer than the cursor).
 */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  query: URLSearchParams,
  url: string,
  kind: string,
): ListPage<T> {
  const rawLimit = query.get('limit');
  const limit = rawLimit === null ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw invalidRequest(
      `Invalid limit: must be between 1 and 100. You passed ${rawLimit}.`,
      'limit',
    );
  const after = query.get('starting_after');
  const before = query.get('ending_before');
  const indexOf = (cursor: string, param: string) => {
    const index = items.findIndex((item) => item.id === cursor);
    if (index < 0) throw missing(kind, cursor, param);
    return index;
  };
  if (before) {
    const end = indexOf(before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = after ? indexOf(after, 'starting_after') + 1 : 0;
  const data = items.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < items.length, url };
}

/** Newest first, as Stripe lists: by `created`, later additions first on a tie. */
export function newestFirst<T extends { created: number }>(items: readonly T[]): T[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.created - a.item.created || b.order - a.order)
    .map(({ item }) => item);
}
