import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { catalogItems } from '../../db/schema/catalog';
import type { CatalogItemRow } from '../../db/schema/catalog';
import { subscriptions } from '../../db/schema/subscriptions';
import type { Author, ListSpec, RecordStore, StoredRecord } from './record-store';

type NewCatalogItem = typeof catalogItems.$inferInsert;

/** The catalogue resource's fields and the `catalog_items` columns behind them. */
const COLUMNS: Record<string, AnyColumn> = {
  kind: catalogItems.kind,
  slug: catalogItems.slug,
  name: catalogItems.name,
  category: catalogItems.category,
  description_sv: catalogItems.descriptionSv,
  description_en: catalogItems.descriptionEn,
  logo: catalogItems.logo,
  entities: catalogItems.entities,
  accountings: catalogItems.accountings,
  is_payment: catalogItems.isPayment,
  standalone: catalogItems.standalone,
  active: catalogItems.active,
  sort_order: catalogItems.sortOrder,
};
const TEXT = new Set(['kind', 'slug', 'name', 'category', 'description_sv', 'description_en']);

const column = (field: string) => {
  const found = COLUMNS[field];
  if (!found) throw new Error(`catalog_items has no column for ${field}`);
  return found;
};

function toData(row: CatalogItemRow): Record<string, unknown> {
  return {
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    category: row.category,
    description_sv: row.descriptionSv,
    description_en: row.descriptionEn,
    logo: row.logo,
    entities: row.entities,
    accountings: row.accountings,
    is_payment: row.isPayment,
    standalone: row.standalone,
    active: row.active,
    sort_order: row.sortOrder,
  };
}

/** Apps and accountings are named by the connector behind them (ADR 015); products have none. */
function toRow(data: Record<string, unknown>): NewCatalogItem {
  const kind = String(data.kind);
  const slug = String(data.slug);
  return {
    kind,
    slug,
    name: String(data.name),
    category: String(data.category),
    descriptionSv: String(data.description_sv ?? ''),
    descriptionEn: String(data.description_en ?? ''),
    logo: String(data.logo ?? ''),
    entities: (data.entities as string[] | undefined) ?? [],
    accountings: (data.accountings as string[] | undefined) ?? [],
    isPayment: data.is_payment === true,
    standalone: data.standalone === true,
    active: data.active !== false,
    sortOrder: typeof data.sort_order === 'number' ? data.sort_order : 0,
    connectorId: kind === 'product' ? null : slug,
  };
}

/** `catalog_items.id` qualified: inside a subquery a bare `id` would be the subquery's own. */
const itemId = sql`${sql.identifier('catalog_items')}.${sql.identifier('id')}`;

/**
 * The row has no columns for who changed it: the event log (ADR 027) says who created it (seeded
 * rows: nobody) and who changed it last, and when.
 */
const event = (key: string, action: 'created' | 'updated') => sql<{
  id: number | null;
  email: string | null;
  at: string;
} | null>`(
  select json_build_object('id', u.id, 'email', u.email, 'at', e.created_at)
  from event_log e left join users u on u.id = e.done_by
  where e.entity = 'generic_resource' and e.entity_id = ${`${key}/`}::text || ${itemId}::text
    and e.action = ${action}
  order by e.id desc limit 1
)`;

const author = (e: { id: number | null; email: string | null } | null): Author | null =>
  e?.id && e.email ? { id: e.id, email: e.email } : null;

function selectWithAuthors(db: Db, key: string) {
  return db
    .select({ item: catalogItems, created: event(key, 'created'), updated: event(key, 'updated') })
    .from(catalogItems);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectWithAuthors>['where']>>[number];

function toStored({ item, created, updated }: Selected): StoredRecord {
  return {
    id: item.id,
    data: toData(item),
    createdAt: item.createdAt,
    createdBy: author(created),
    updatedAt: updated ? new Date(updated.at) : null,
    updatedBy: author(updated),
  };
}

function whereOf(spec: ListSpec): SQL | undefined {
  const term = spec.search?.trim();
  const search =
    term && spec.searchFields.length
      ? or(...spec.searchFields.map((f) => ilike(column(f), containsPattern(term))))
      : undefined;
  return and(search, ...spec.filters.map(({ field, value }) => eq(column(field), value)));
}

const orderValue = (field: string) =>
  TEXT.has(field) ? sql`lower(${column(field)})` : sql`${column(field)}`;

/** How many subscriptions use a catalogue row as their app or accounting (products: none). */
async function subscriptionsUsing(db: Db, data: Record<string, unknown>): Promise<number> {
  const slug = String(data.slug);
  const used =
    data.kind === 'app'
      ? eq(subscriptions.application, slug)
      : data.kind === 'accounting'
        ? eq(subscriptions.accounting, slug)
        : undefined;
  if (!used) return 0;
  const [row] = await db.select({ n: count() }).from(subscriptions).where(used);
  return row?.n ?? 0;
}

/** The catalogue (ADR 015) as a generic resource: its own table, its own columns. */
export const catalogueStore: RecordStore = {
  async list(db, def, spec) {
    const where = whereOf(spec);
    const [total] = await db.select({ n: count() }).from(catalogItems).where(where);
    const order = spec.order.map(({ field, descending }) =>
      descending ? desc(orderValue(field)) : asc(orderValue(field)),
    );
    const rows = await selectWithAuthors(db, def.key)
      .where(where)
      .orderBy(...order, asc(catalogItems.id))
      .limit(spec.limit)
      .offset(spec.offset);
    return { count: total?.n ?? 0, rows: rows.map(toStored) };
  },

  async find(db, def, id) {
    const [row] = await selectWithAuthors(db, def.key).where(eq(catalogItems.id, id));
    return row && toStored(row);
  },

  async counts(db, defs) {
    const [total] = await db.select({ n: count() }).from(catalogItems);
    return new Map(defs.map((d) => [d.key, total?.n ?? 0]));
  },

  async insert(db, _def, data, { at }) {
    const [row] = await db
      .insert(catalogItems)
      .values({ ...toRow(data), createdAt: at })
      .returning({ id: catalogItems.id });
    return row!.id;
  },

  async update(db, _def, id, data) {
    await db.update(catalogItems).set(toRow(data)).where(eq(catalogItems.id, id));
  },

  async remove(db, _def, id) {
    await db.delete(catalogItems).where(eq(catalogItems.id, id));
  },

  async taken(db, _def, values, exceptId) {
    const [row] = await db
      .select({ id: catalogItems.id })
      .from(catalogItems)
      .where(
        and(
          exceptId === null ? undefined : ne(catalogItems.id, exceptId),
          ...Object.entries(values).map(
            ([field, value]) => sql`lower(${column(field)}::text) = lower(${String(value)})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async lock(db) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_items'))`);
  },

  /** An app or accounting a subscription uses stays: deactivating it hides it instead. */
  async removalBlocked(db, _def, record) {
    const n = await subscriptionsUsing(db, record.data);
    return n > 0 ? { key: 'generic_resources.errors.in_use', params: { count: n } } : null;
  },

  /** Subscriptions name their app and accounting by slug: one in use keeps its kind and slug. */
  async changeBlocked(db, _def, record, data) {
    if (data.kind === record.data.kind && data.slug === record.data.slug) return null;
    const n = await subscriptionsUsing(db, record.data);
    return n > 0 ? { key: 'generic_resources.errors.in_use_renamed', params: { count: n } } : null;
  },
};
