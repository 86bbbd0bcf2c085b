import { z } from 'zod';

/** SPEC §9: the query limit is 50. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `ordering` of one list: one of its sortable fields, ascending or with `-` descending. */
export function orderingOf<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values, { error: 'ordering' }).optional();
}

/**
 * Paginated list envelope (ADR 004): `next`/`previous` are relative URLs or null. `estimated`:
 * the count is the database's estimate (lists that count exactly only up to a cap, ADR 025).
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    estimated: z.boolean().optional(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Page<T> {
  count: number;
  estimated?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}
