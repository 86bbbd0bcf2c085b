import type { AppLocale } from '@portal/contracts/i18n/resources';
import { emptyData, fieldText, readData } from '@portal/contracts/resources/define';
import type {
  GenericRecord,
  ResourceDef,
  ResourceStore,
  ResourceSummary,
} from '@portal/contracts/resources/define';
import type { ReferenceTarget } from '@portal/contracts/resources/fields';
import { resources } from '@portal/contracts/resources/registry';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { HttpError, notFound, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { recordEvent } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { catalogueStore } from './catalogue.repository';
import { genericRecordStore } from './generic-records.repository';
import type { FilterValue, ListSpec, RecordStore, StoredRecord } from './record-store';
import { referenceNames } from './references.repository';

/** The store behind each kind of resource (ADR 027): one line per table of its own. */
const STORES: Record<ResourceStore, RecordStore> = {
  generic_records: genericRecordStore,
  catalog_items: catalogueStore,
};
const storeOf = (def: ResourceDef) => STORES[def.store];

/** A field's label in the locale, as messages use it; its name when it has none. */
export function fieldLabel(locale: AppLocale, def: ResourceDef, field: string): string {
  const key = fieldText(def.key, field);
  const label = t(locale, key);
  return label === key ? field : label;
}

/** The index: every resource with its number of rows, in the registry's order. */
export async function resourceIndex(ctx: AppContext): Promise<ResourceSummary[]> {
  const all = resources();
  const counts = new Map<string, number>();
  for (const [store, impl] of Object.entries(STORES)) {
    const defs = all.filter((d) => d.store === store);
    if (defs.length) for (const [key, n] of await impl.counts(ctx.db, defs)) counts.set(key, n);
  }
  return all.map((d) => ({ key: d.key, count: counts.get(d.key) ?? 0, read_only: d.readOnly }));
}

/** `?active=true`, `?firm_id=3`: a filter's query text as the value its field holds. */
function filterValue(def: ResourceDef, field: string, value: string | number): FilterValue {
  const kind = def.fields[field]?.kind;
  if (kind === 'boolean') return value === 'true';
  if (kind === 'reference') return Number(value);
  return String(value);
}

export interface ListQuery {
  limit: number;
  offset: number;
  search?: string;
  ordering?: string;
  [filter: string]: string | number | undefined;
}

function listSpec(def: ResourceDef, query: ListQuery): ListSpec {
  const sorts = query.ordering ? [query.ordering] : def.defaultSort;
  return {
    search: query.search,
    searchFields: def.search,
    filters: def.filters
      .filter((field) => query[field] !== undefined)
      .map((field) => ({ field, value: filterValue(def, field, query[field]!) })),
    order: sorts.map((s) => ({ field: s.replace(/^-/, ''), descending: s.startsWith('-') })),
    limit: query.limit,
    offset: query.offset,
  };
}

/** The names of what the rows' reference fields point at, read once per target. */
async function withReferences(db: Db, def: ResourceDef, rows: StoredRecord[]) {
  const refs = Object.entries(def.fields).filter(([, f]) => f.kind === 'reference');
  const names = new Map<string, Map<number, string>>();
  for (const [field, f] of refs) {
    const ids = rows.map((r) => r.data[field]).filter((v): v is number => typeof v === 'number');
    names.set(field, await referenceNames(db, f.target as ReferenceTarget, ids));
  }
  return rows.map((row): GenericRecord => {
    const references: Record<string, string> = {};
    for (const [field] of refs) {
      const name = names.get(field)?.get(row.data[field] as number);
      if (name !== undefined) references[field] = name;
    }
    return {
      id: row.id,
      data: readData(def, row.data),
      references,
      created_at: row.createdAt?.toISOString() ?? null,
      created_by: row.createdBy,
      updated_at: row.updatedAt?.toISOString() ?? null,
      updated_by: row.updatedBy,
    };
  });
}

export async function listRecords(ctx: AppContext, def: ResourceDef, query: ListQuery) {
  const { count, rows } = await storeOf(def).list(ctx.db, def, listSpec(def, query));
  return { count, results: await withReferences(ctx.db, def, rows) };
}

async function findOrFail(db: Db, def: ResourceDef, id: number) {
  const row = await storeOf(def).find(db, def, id);
  if (!row) throw notFound();
  return row;
}

export async function getRecord(ctx: AppContext, def: ResourceDef, id: number) {
  const [record] = await withReferences(ctx.db, def, [await findOrFail(ctx.db, def, id)]);
  return record!;
}

const fieldErrors = (errors: Record<string, { key: string; params: Record<string, string> }>) =>
  new HttpError(400, 'validation_error', {
    errors: Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, [m]])),
  });

/** Reference fields that name a row that does not exist: 400 on each, nothing written. */
async function assertReferences(
  ctx: AppContext,
  locale: AppLocale,
  def: ResourceDef,
  data: object,
) {
  const errors: Parameters<typeof fieldErrors>[0] = {};
  for (const [field, f] of Object.entries(def.fields)) {
    const value = (data as Record<string, unknown>)[field];
    if (f.kind !== 'reference' || typeof value !== 'number') continue;
    const found = await referenceNames(ctx.db, f.target as ReferenceTarget, [value]);
    if (!found.has(value))
      errors[field] = {
        key: 'validation.no_such',
        params: { field: fieldLabel(locale, def, field) },
      };
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** Each unique set of the resource another row already has: 400 on its first field. */
async function assertUnique(
  db: Db,
  locale: AppLocale,
  def: ResourceDef,
  data: Record<string, unknown>,
  exceptId: number | null,
) {
  for (const set of def.unique) {
    const values = Object.fromEntries(set.map((field) => [field, data[field]]));
    if (Object.values(values).some((v) => v === null || v === undefined || v === '')) continue;
    if (!(await storeOf(def).taken(db, def, values, exceptId))) continue;
    const fields = set.map((field) => fieldLabel(locale, def, field)).join(' + ');
    throw fieldErrors({ [set[0]!]: { key: 'generic_resources.errors.taken', params: { fields } } });
  }
}

function assertWritable(def: ResourceDef) {
  if (def.readOnly)
    throw withDetail(403, 'permission_denied', 'generic_resources.errors.read_only');
}

const entityId = (def: ResourceDef, id: number) => `${def.key}/${id}`;

export async function createRecord(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  def: ResourceDef,
  input: Record<string, unknown>,
) {
  assertWritable(def);
  const data = { ...emptyData(def), ...input };
  await assertReferences(ctx, locale, def, data);
  const id = await ctx.db.transaction(async (tx) => {
    const store = storeOf(def);
    await store.lock(tx, def);
    await assertUnique(tx, locale, def, data, null);
    const at = ctx.clock.now();
    const created = await store.insert(tx, def, data, { by: scope.actorId, at });
    await recordEvent(tx, scope, at, {
      entity: 'generic_resource',
      entityId: entityId(def, created),
      action: 'created',
      newData: { resource: def.key, id: created, ...data },
    });
    return created;
  });
  return getRecord(ctx, def, id);
}

export async function updateRecord(
  ctx: AppContext,
  scope: Scope,
  locale: AppLocale,
  def: ResourceDef,
  id: number,
  change: Record<string, unknown>,
) {
  assertWritable(def);
  const current = await findOrFail(ctx.db, def, id);
  const before = readData(def, current.data);
  const data = { ...before, ...change };
  await assertReferences(ctx, locale, def, change);
  const blocked = await storeOf(def).changeBlocked?.(ctx.db, def, current, data);
  if (blocked) throw withDetail(409, 'conflict', blocked.key, blocked.params);
  await ctx.db.transaction(async (tx) => {
    const store = storeOf(def);
    await store.lock(tx, def);
    await assertUnique(tx, locale, def, data, id);
    const at = ctx.clock.now();
    await store.update(tx, def, id, data, { by: scope.actorId, at });
    await recordEvent(tx, scope, at, {
      entity: 'generic_resource',
      entityId: entityId(def, id),
      action: 'updated',
      oldData: before,
      newData: data,
    });
  });
  return getRecord(ctx, def, id);
}

export async function removeRecord(ctx: AppContext, scope: Scope, def: ResourceDef, id: number) {
  assertWritable(def);
  const current = await findOrFail(ctx.db, def, id);
  const blocked = await storeOf(def).removalBlocked?.(ctx.db, def, current);
  if (blocked) throw withDetail(409, 'conflict', blocked.key, blocked.params);
  await ctx.db.transaction(async (tx) => {
    await storeOf(def).remove(tx, def, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'generic_resource',
      entityId: entityId(def, id),
      action: 'deleted',
      oldData: { resource: def.key, id, ...readData(def, current.data) },
    });
  });
}
