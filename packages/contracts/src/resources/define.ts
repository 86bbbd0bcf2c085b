import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { patchOf, queryId } from '../validation';
import type { FieldDef } from './fields';

/** Where a resource's rows live: the shared `generic_records` table, or a table of its own. */
export const RESOURCE_STORES = ['generic_records', 'catalog_items'] as const;
export type ResourceStore = (typeof RESOURCE_STORES)[number];

/**
 * One collection in-house staff keep at `/generic-resource/{key}` (ADR 027). Everything the API,
 * its validation, the permission and the screen need is here; nothing else has to be written.
 */
export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** kebab-case, the URL's `{resource}`; its labels are `generic_resources.resources.<key>` */
  key: string;
  /** the fields in the form's order */
  fields: F;
  /** the fields the table shows, in order */
  columns: readonly (keyof F & string)[];
  /** matched (case-insensitive, part of the value) by the list's `search` */
  search: readonly (keyof F & string)[];
  /** the list's `ordering` may name these */
  sort: readonly (keyof F & string)[];
  /** select, boolean and reference fields the list narrows by (`?field=value`) */
  filters: readonly (keyof F & string)[];
  /** the order without an `ordering`: fields, `-field` for descending */
  defaultSort: readonly string[];
  /** sets of fields no two rows may share (compared case-insensitively) */
  unique: readonly (readonly (keyof F & string)[])[];
  /** nobody writes it: only the list and the row are served */
  readOnly: boolean;
  store: ResourceStore;
}

type Options<F extends Record<string, FieldDef>> = Pick<ResourceDef<F>, 'key' | 'fields'> &
  Partial<Omit<ResourceDef<F>, 'key' | 'fields'>>;

/** A resource with every list defaulted; the lists are checked against its own fields. */
export function defineResource<F extends Record<string, FieldDef>>(
  options: Options<F>,
): ResourceDef {
  const names = Object.keys(options.fields) as (keyof F & string)[];
  return {
    columns: names,
    search: [],
    sort: [],
    filters: [],
    defaultSort: [],
    unique: [],
    readOnly: false,
    store: 'generic_records',
    ...options,
  };
}

const entries = (def: ResourceDef) => Object.entries(def.fields);

/**
 * A new row: required fields must be given; what is left out is stored as its field's empty.
 * Unknown fields are dropped, as in every other body of the API.
 */
export function createSchema(def: ResourceDef) {
  return z.object(
    Object.fromEntries(
      entries(def).map(([name, f]) => [name, f.required ? f.input : f.input.optional()]),
    ),
  );
}

/** A change: at least one known field; each given field is checked as on create. */
export function patchSchema(def: ResourceDef) {
  const fields = Object.fromEntries(entries(def).map(([name, f]) => [name, f.input.optional()]));
  return patchOf(z.object(fields));
}

/** A row's fields as they read back. */
export function dataSchema(def: ResourceDef) {
  return z.object(Object.fromEntries(entries(def).map(([name, f]) => [name, f.output])));
}

/** Every field at its empty value: the form's start, and the base a new row is written on. */
export function emptyData(def: ResourceDef): Record<string, unknown> {
  return Object.fromEntries(entries(def).map(([name, f]) => [name, f.empty]));
}

/** A stored row as it reads back: known fields only, anything unreadable as its empty value. */
export function readData(def: ResourceDef, stored: Record<string, unknown>) {
  return Object.fromEntries(
    entries(def).map(([name, f]) => {
      const value = stored[name];
      return [name, value !== undefined && f.output.safeParse(value).success ? value : f.empty];
    }),
  );
}

function filterSchema(field: FieldDef) {
  if (field.kind === 'boolean') return z.enum(['true', 'false']).optional();
  if (field.kind === 'reference') return queryId().optional();
  if (field.options) return z.enum(field.options as [string, ...string[]]).optional();
  throw new Error(`a ${field.kind} field cannot be a filter`);
}

/** The list's query: page, `search`, `ordering` and the resource's filters; nothing else. */
export function listQuerySchema(def: ResourceDef) {
  const filters = Object.fromEntries(
    def.filters.map((name) => [name, filterSchema(def.fields[name]!)]),
  );
  return PageQuery.extend({
    search: z.string().trim().max(200, { error: 'max' }).optional(),
    ...(def.sort.length ? { ordering: orderingOf(def.sort as [string, ...string[]]) } : {}),
    ...filters,
  }).strict();
}

/** Who wrote a row. */
export const RecordAuthor = z.object({ id: z.number().int(), email: z.string() });

/** One row of a resource with who created and last changed it, and when. */
export function recordSchema(def: ResourceDef) {
  return z.object({
    id: z.number().int(),
    data: dataSchema(def),
    /** the names of the rows reference fields point at (`{firm_id: "Demo Redovisning AB"}`) */
    references: z.record(z.string(), z.string()),
    created_at: z.iso.datetime().nullable(),
    created_by: RecordAuthor.nullable(),
    updated_at: z.iso.datetime().nullable(),
    updated_by: RecordAuthor.nullable(),
  });
}
export type GenericRecord = Omit<z.infer<ReturnType<typeof recordSchema>>, 'data'> & {
  data: Record<string, unknown>;
};

/** One line of the index: a resource, how many rows it has, and whether it can be written. */
export const ResourceSummary = z.object({
  key: z.string(),
  count: z.number().int(),
  read_only: z.boolean(),
});
export type ResourceSummary = z.infer<typeof ResourceSummary>;

/** The i18n keys of a resource's texts. */
export const resourceText = (key: string, text: 'singular' | 'plural' | 'description') =>
  `generic_resources.resources.${key}.${text}`;
export const fieldText = (key: string, field: string) =>
  `generic_resources.resources.${key}.fields.${field}`;
export const optionText = (key: string, field: string, value: string) =>
  `generic_resources.resources.${key}.options.${field}.${value}`;
