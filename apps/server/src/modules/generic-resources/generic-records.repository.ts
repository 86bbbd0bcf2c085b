import { and, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '@portal/contracts/resources/define';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { genericRecords } from '../../db/schema/operations';
import { users } from '../../db/schema/users';
import type { ListSpec, RecordStore, StoredRecord } from './record-store';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** A field's value as text (`data ->> 'code'`). */
const textOf = (field: string) => sql`(${genericRecords.data} ->> ${field}::text)`;

/** Numbers and booleans order as JSON values (numerically), text case-insensitively. */
function orderValue(def: ResourceDef, field: string): SQL {
  const kind = def.fields[field]?.kind;
  if (kind === 'number' || kind === 'percent' || kind === 'boolean' || kind === 'reference')
    return sql`(${genericRecords.data} -> ${field}::text)`;
  if (kind === 'text' || kind === 'textarea') return sql`lower(${textOf(field)})`;
  return textOf(field);
}

function whereOf(def: ResourceDef, spec: ListSpec): SQL | undefined {
  const term = spec.search?.trim();
  const search =
    term && spec.searchFields.length
      ? or(...spec.searchFields.map((f) => ilike(textOf(f), containsPattern(term))))
      : undefined;
  return and(
    eq(genericRecords.resource, def.key),
    search,
    ...spec.filters.map(({ field, value }) => eq(textOf(field), String(value))),
  );
}

type Joined = {
  record: typeof genericRecords.$inferSelect;
  creatorEmail: string | null;
  updaterEmail: string | null;
};

function toStored({ record, creatorEmail, updaterEmail }: Joined): StoredRecord {
  return {
    id: record.id,
    data: record.data,
    createdAt: record.createdAt,
    createdBy:
      record.createdBy && creatorEmail ? { id: record.createdBy, email: creatorEmail } : null,
    updatedAt: record.updatedAt,
    updatedBy:
      record.updatedBy && updaterEmail ? { id: record.updatedBy, email: updaterEmail } : null,
  };
}

function selectJoined(db: Db) {
  return db
    .select({ record: genericRecords, creatorEmail: creator.email, updaterEmail: updater.email })
    .from(genericRecords)
    .leftJoin(creator, eq(creator.id, genericRecords.createdBy))
    .leftJoin(updater, eq(updater.id, genericRecords.updatedBy));
}

/** The default store: every resource's rows in `generic_records`, its fields in `data` (jsonb). */
export const genericRecordStore: RecordStore = {
  async list(db, def, spec) {
    const where = whereOf(def, spec);
    const [total] = await db.select({ n: count() }).from(genericRecords).where(where);
    const order = spec.order.map(({ field, descending }) =>
      descending
        ? sql`${orderValue(def, field)} desc nulls last`
        : sql`${orderValue(def, field)} asc nulls last`,
    );
    const rows = await selectJoined(db)
      .where(where)
      .orderBy(...order, genericRecords.id)
      .limit(spec.limit)
      .offset(spec.offset);
    return { count: total?.n ?? 0, rows: rows.map(toStored) };
  },

  async find(db, def, id) {
    const [row] = await selectJoined(db).where(
      and(eq(genericRecords.resource, def.key), eq(genericRecords.id, id)),
    );
    return row && toStored(row);
  },

  async counts(db, defs) {
    const keys = defs.map((d) => d.key);
    const rows = keys.length
      ? await db
          .select({ resource: genericRecords.resource, n: count() })
          .from(genericRecords)
          .where(inArray(genericRecords.resource, keys))
          .groupBy(genericRecords.resource)
      : [];
    return new Map(rows.map((r) => [r.resource, r.n]));
  },

  async insert(db, def, data, { by, at }) {
    const [row] = await db
      .insert(genericRecords)
      .values({
        resource: def.key,
        data,
        createdBy: by,
        updatedBy: by,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: genericRecords.id });
    return row!.id;
  },

  async update(db, def, id, data, { by, at }) {
    await db
      .update(genericRecords)
      .set({ data, updatedBy: by, updatedAt: at })
      .where(and(eq(genericRecords.resource, def.key), eq(genericRecords.id, id)));
  },

  async remove(db, def, id) {
    await db
      .delete(genericRecords)
      .where(and(eq(genericRecords.resource, def.key), eq(genericRecords.id, id)));
  },

  async taken(db, def, values, exceptId) {
    const [row] = await db
      .select({ id: genericRecords.id })
      .from(genericRecords)
      .where(
        and(
          eq(genericRecords.resource, def.key),
          exceptId === null ? undefined : ne(genericRecords.id, exceptId),
          ...Object.entries(values).map(
            ([field, value]) => sql`lower(${textOf(field)}) = lower(${String(value)})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async lock(db, def) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`generic_records:${def.key}`}))`);
  },
};
