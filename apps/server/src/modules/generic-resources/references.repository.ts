import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceTarget } from '@portal/contracts/resources/fields';
import type { Db } from '../../db/client';
import { accountingFirms } from '../../db/schema/companies';

/** The table a reference field points into, and the column that names a row of it. */
const TARGETS: Record<ReferenceTarget, { table: PgTable; id: PgColumn; name: PgColumn }> = {
  'accounting-firms': {
    table: accountingFirms,
    id: accountingFirms.id,
    name: accountingFirms.name,
  },
};

/** The names of the given rows of a target, by id; ids of nothing are absent. */
export async function referenceNames(
  db: Db,
  target: ReferenceTarget,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { table, id, name } = TARGETS[target];
  const rows = (await db
    .select({ id, name })
    .from(table)
    .where(inArray(id, [...new Set(ids)]))) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}
