import type { ResourceDef } from '@portal/contracts/resources/define';
import type { Db } from '../../db/client';
import type { Message } from '../../http/http-error';

export interface Author {
  id: number;
  email: string;
}

/** A row as a store keeps it: its fields as the registry names them, and who wrote it when. */
export interface StoredRecord {
  id: number;
  data: Record<string, unknown>;
  createdAt: Date | null;
  createdBy: Author | null;
  updatedAt: Date | null;
  updatedBy: Author | null;
}

export type FilterValue = string | number | boolean;

/** One page of a list, worked out by the database: narrowed, searched, ordered. */
export interface ListSpec {
  /** a trimmed term matched (case-insensitively, in part) against `searchFields` */
  search?: string;
  searchFields: readonly string[];
  filters: readonly { field: string; value: FilterValue }[];
  order: readonly { field: string; descending: boolean }[];
  limit: number;
  offset: number;
}

/** Who writes, and when. */
export interface Write {
  by: number;
  at: Date;
}

/**
 * Where a resource's rows live (ADR 027). The default keeps them in `generic_records`; a resource
 * backed by a table of its own (the catalogue) has its own store. Every method reads or writes in
 * the database: a list is never worked out over all rows in JS.
 */
export interface RecordStore {
  list(db: Db, def: ResourceDef, spec: ListSpec): Promise<{ count: number; rows: StoredRecord[] }>;
  find(db: Db, def: ResourceDef, id: number): Promise<StoredRecord | undefined>;
  /** how many rows each of `defs` has */
  counts(db: Db, defs: readonly ResourceDef[]): Promise<Map<string, number>>;
  insert(db: Db, def: ResourceDef, data: Record<string, unknown>, write: Write): Promise<number>;
  update(
    db: Db,
    def: ResourceDef,
    id: number,
    data: Record<string, unknown>,
    write: Write,
  ): Promise<void>;
  remove(db: Db, def: ResourceDef, id: number): Promise<void>;
  /** whether another row has these values (text compared case-insensitively) */
  taken(
    db: Db,
    def: ResourceDef,
    values: Record<string, unknown>,
    exceptId: number | null,
  ): Promise<boolean>;
  /** serialises writes of one resource, so two cannot both pass the uniqueness check */
  lock(db: Db, def: ResourceDef): Promise<void>;
  /** why a row may not be removed, or null */
  removalBlocked?(db: Db, def: ResourceDef, record: StoredRecord): Promise<Message | null>;
  /** why a row may not be changed so, or null */
  changeBlocked?(
    db: Db,
    def: ResourceDef,
    record: StoredRecord,
    data: Record<string, unknown>,
  ): Promise<Message | null>;
}
