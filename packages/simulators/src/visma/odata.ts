import { badRequest, errorCodes } from './errors';

/**
 * The part of OData `$filter` the simulator understands, joined by `and`:
 * `Field eq 'text'`, `Field eq 12`, `Field eq true`, `contains(Field,'text')`, and `ne` likewise;
 * `gt`, `ge`, `lt` and `le` compare numbers, texts and unquoted date-times
 * (`ChangedUtc gt 2026-11-21T12:00:00Z`).
 * Text literals double a quote to escape it ('O''Brien'); comparisons are case-sensitive.
 */
type Condition = (item: Record<string, unknown>) => boolean;

const LITERAL = String.raw`'((?:[^']|'')*)'|(\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?)|(-?\d+(?:\.\d+)?)|(true|false|null)`;
const COMPARISON = new RegExp(String.raw`^(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(?:${LITERAL})$`);
const CONTAINS = new RegExp(String.raw`^contains\((\w+),\s*'((?:[^']|'')*)'\)$`);

const unquote = (text: string) => text.replace(/''/g, "'");

function literal(quoted?: string, time?: string, num?: string, word?: string): unknown {
  if (quoted !== undefined) return unquote(quoted);
  if (time !== undefined) return { time: Date.parse(time) };
  if (num !== undefined) return Number(num);
  return word === 'null' ? null : word === 'true';
}

/** `gt`/`ge`/`lt`/`le` on numbers, texts, and date-times written without quotes (OData v4). */
function ordered(actual: unknown, wanted: unknown, op: string): boolean {
  if (actual === null || actual === undefined || wanted === null) return false;
  if (typeof wanted === 'object')
    return compare(Date.parse(String(actual)), (wanted as { time: number }).time, op);
  const a = typeof wanted === 'number' ? Number(actual) : String(actual);
  const b = typeof wanted === 'number' ? wanted : String(wanted);
  return compare(a, b, op);
}

function compare<T extends number | string>(a: T, b: T, op: string): boolean {
  if (op === 'gt') return a > b;
  if (op === 'ge') return a >= b;
  if (op === 'lt') return a < b;
  return a <= b;
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
    const [, field, op, quoted, time, num, word] = comparison;
    const wanted = literal(quoted, time, num, word);
    if (op === 'eq' || op === 'ne') return (item) => (item[field!] === wanted) === (op === 'eq');
    return (item) => ordered(item[field!], wanted, op!);
  }
  throw badRequest(errorCodes.dataModelValidation, `Unsupported $filter clause: ${clause}`);
}

/** The `$filter` as a test of one item; 400 (ErrorCode 2000) for what it does not understand. */
export function compileFilter(filter: string): (item: object) => boolean {
  const conditions = clauses(filter).map(condition);
  return (item) => conditions.every((test) => test(item as Record<string, unknown>));
}
