import { GraphqlError } from './parse';
import type { Args, ExecutionContext } from './execute';

export const MAX_PAGE = 250;

interface Keyed<T> {
  node: T;
  /** the sort value, then the id: what the opaque cursor remembers */
  key: [string | number, number];
}

const encode = (key: Keyed<unknown>['key']) =>
  Buffer.from(JSON.stringify({ last_value: key[0], last_id: key[1] })).toString('base64');

function decode(cursor: unknown): Keyed<unknown>['key'] {
  try {
    const parsed = JSON.parse(Buffer.from(String(cursor), 'base64').toString('utf8')) as {
      last_value: string | number;
      last_id: number;
    };
    if (typeof parsed.last_id !== 'number') throw new Error('no id');
    return [parsed.last_value, parsed.last_id];
  } catch {
    throw new GraphqlError(`Invalid cursor for current pagination sort.`, 'invalidCursor');
  }
}

const compare = (a: Keyed<unknown>['key'], b: Keyed<unknown>['key']) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1];

/**
 * A Relay connection over `items` sorted by `sortValue` then id: `first`/`after` forward
 * (`last`/`before` backward), at most 250 per page, opaque cursors keyed on the sort value.
 */
export function connection<T>(
  items: readonly T[],
  args: Args,
  ctx: ExecutionContext,
  keyOf: (item: T) => Keyed<T>['key'],
  wrap: (item: T) => unknown,
) {
  const first = args.first as number | null | undefined;
  const last = args.last as number | null | undefined;
  if ((first ?? null) === null && (last ?? null) === null) {
    throw new GraphqlError('you must provide one of first or last', 'missingPageSize');
  }
  const size = (first ?? last)!;
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE) {
    throw new GraphqlError(
      `The maximum number of results per page is ${MAX_PAGE}; first and last must be 0–${MAX_PAGE}`,
      'maxPageSizeExceeded',
    );
  }
  let keyed = items
    .map((node) => ({ node, key: keyOf(node) }))
    .sort((a, b) => compare(a.key, b.key));
  if (args.reverse === true) keyed.reverse();
  const direction = args.reverse === true ? -1 : 1;
  if (args.after !== undefined && args.after !== null) {
    const after = decode(args.after);
    keyed = keyed.filter((k) => compare(k.key, after) * direction > 0);
  }
  if (args.before !== undefined && args.before !== null) {
    const before = decode(args.before);
    keyed = keyed.filter((k) => compare(k.key, before) * direction < 0);
  }
  const page =
    first !== undefined && first !== null
      ? keyed.slice(0, size)
      : keyed.slice(-size || keyed.length);
  const more = keyed.length > page.length;
  ctx.nodes += page.length;
  const nodes = page.map((k) => wrap(k.node));
  return {
    __typename: 'Connection',
    nodes,
    edges: page.map((k, i) => ({ __typename: 'Edge', cursor: encode(k.key), node: nodes[i] })),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: first !== undefined && first !== null ? more : false,
      hasPreviousPage: last !== undefined && last !== null ? more : args.after != null,
      startCursor: page[0] ? encode(page[0].key) : null,
      endCursor: page.at(-1) ? encode(page.at(-1)!.key) : null,
    },
  };
}

/** A plain list field with Shopify's optional `first` argument. */
export const limited = <T>(items: readonly T[], args: Args): T[] =>
  typeof args.first === 'number' ? items.slice(0, args.first) : [...items];

export interface SearchTerm {
  field: string;
  op: '>' | '>=' | '<' | '<=' | ':';
  value: string;
}

const TERM = /^(-)?([a-z_]+):(>=|<=|>|<)?(?:'([^']*)'|"([^"]*)"|(\S+))$/i;

/** Shopify search syntax, the parts used here: `field:>'value' AND field:<=value`. */
export function parseSearch(query: unknown): SearchTerm[] {
  if (query === undefined || query === null || query === '') return [];
  if (typeof query !== 'string')
    throw new GraphqlError('query must be a String', 'argumentLiteralsIncompatible');
  return query
    .split(/\s+AND\s+/i)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = TERM.exec(part);
      if (!match) return { field: 'default', op: ':', value: part };
      const [, , field, op, quoted, doubleQuoted, bare] = match;
      return {
        field: field!.toLowerCase(),
        op: (op ?? ':') as SearchTerm['op'],
        value: quoted ?? doubleQuoted ?? bare ?? '',
      };
    });
}

/** Keeps the items that match every known term; unknown fields become search warnings. */
export function applySearch<T>(
  items: readonly T[],
  query: unknown,
  fields: Record<string, (item: T) => string | number>,
  ctx: ExecutionContext,
): T[] {
  const terms = parseSearch(query);
  let kept = [...items];
  for (const term of terms) {
    const read = fields[term.field];
    if (!read) {
      ctx.warnings.push({ field: term.field, message: 'Invalid search field for this query.' });
      continue;
    }
    kept = kept.filter((item) => matches(read(item), term));
  }
  return kept;
}

function matches(actual: string | number, term: SearchTerm): boolean {
  const timestamp = typeof actual === 'string' && /^\d{4}-\d{2}-\d{2}/.test(actual);
  const a = timestamp ? Date.parse(actual as string) : actual;
  const b = timestamp
    ? Date.parse(term.value)
    : typeof actual === 'number'
      ? Number(term.value)
      : term.value;
  switch (term.op) {
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    default:
      return timestamp
        ? String(actual).startsWith(term.value)
        : String(a).toLowerCase() === String(b).toLowerCase();
  }
}

/** A connection's sort key and tie-breaker for records sorted by id. */
export const byId = (item: { id: number }): [number, number] => [item.id, item.id];
