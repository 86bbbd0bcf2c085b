import { HttpError, notFound } from './http-error';
import { NON_FIELD } from './validation';

/**
 * How deep a request's JSON may nest. Forms are flat; the deepest real input is a custom rule's
 * test data, which mirrors an order (a handful of levels).
 */
export const MAX_INPUT_DEPTH = 64;

/** NUL (PostgreSQL cannot store it) and UTF-16 halves without their other half. */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type InputProblem = { field: string; problem: 'text_control' | 'too_deep' };

/**
 * The first string (or key) no database can keep, or the first place nested too deeply, in a
 * parsed query, path or body. Walks without recursion, so no input can overflow the stack.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value: input, field: NON_FIELD, depth: 0 },
  ];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { field, problem: 'text_control' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field, problem: 'too_deep' };
    for (const [key, child] of Object.entries(value)) {
      const childField = depth === 0 && !Array.isArray(value) ? key : field;
      if (UNSTORABLE.test(key)) return { field: childField, problem: 'text_control' };
      stack.push({ value: child, field: childField, depth: depth + 1 });
    }
  }
  return null;
}

/** 400 with the field's message; in a path, the same input names nothing (404). */
export function assertStorableInput(input: unknown, where: 'path' | 'query' | 'body'): void {
  const found = findInputProblem(input);
  if (!found) return;
  if (where === 'path') throw notFound();
  throw new HttpError(400, 'validation_error', {
    errors: {
      [found.field]: [{ key: `validation.${found.problem}`, params: { field: found.field } }],
    },
  });
}
