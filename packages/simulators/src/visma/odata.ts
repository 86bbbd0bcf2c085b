import { badRequest, errorCodes } from './errors';

/**
 * The part of OData `$filter` the simulator understands, joined by `and`:
 * `Field eq 'text'`, `Field eq 12`, `Field eq true`, `contains(Field,'text')`, and `ne` likewise.
 * Text literals double a quote to escape it ('O''Brien'); comparisons are case-sensitive.
 */
type Condition = (item: Record<string, unknown>) => boolean;

const LITERAL = String.raw`'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|(true|false|null)`;
const COMPARISON = new RegExp(String.raw`^(\w+)\s+(eq|ne)\s+(?:${LITERAL})$`);
const CONTAINS = new RegExp(String.raw`^contains\((\w+),\s*'((?:[^']|'')*)'\)$`);

const unquote = (text: string) => text.replace(/''/g, "'");

function literal(quoted?: string, num?: string, word?: string): unknown {
  if (quoted !== undefined) return unquote(quoted);
  if (num !== undefined) return Number(num);
  return word === 'null' ? null : word === 'true';
}

/** Splits on ` and ` outside quotes. */
function clauses(filter: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < filter.length; i++) {
    if (filter[i] === "'") quoted = !quoted;
    if (!quoted && filter.slice(i, i + 5).toLowerCase() === ' and ') {
      parts.push(filter.slice(start, i));
      start = i + 5;
    }
  }
  parts.push(filter.slice(start));
  return parts.map((p) => p.trim());
}

function condition(clause: string): Condition {
  const contains = CONTAINS.exec(clause);
  if (contains) {
    const [, field, value] = contains;
    return (item) => String(item[field!] ?? '').includes(unquote(value!));
  }
  const comparison = COMPARISON.exec(clause);
  if (comparison) {
    const [, field, op, quoted, num, word] = comparison;
    const wanted = literal(quoted, num, word);
    return (item) => (item[field!] === wanted) === (op === 'eq');
  }
  throw badRequest(errorCodes.dataModelValidation, `Unsupported $filter clause: ${clause}`);
}

/** The `$filter` as a test of one item; 400 (ErrorCode 2000) for what it does not understand. */
export function compileFilter(filter: string): (item: object) => boolean {
  const conditions = clauses(filter).map(condition);
  return (item) => conditions.every((test) => test(item as Record<string, unknown>));
}
