import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ACCOUNTANT_ROLES } from '@portal/contracts/roles';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

const ids = (values: number[]) => (values.length ? sql.join(values, sql`, `) : sql`NULL`);
const personName = sql`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;

export interface ClientRow {
  id: number;
  name: string;
  organization_number: string;
}

/** Of these clients, those matching the search and assigned to the accountant, if given. */
export async function clientsOf(
  db: Db,
  clientIds: number[],
  filter: { search?: string; accountant?: number },
) {
  if (!clientIds.length) return [];
  const conditions: SQL[] = [sql`c.id IN (${ids(clientIds)})`];
  const search = filter.search?.trim();
  if (search)
    conditions.push(
      sql`(c.name ILIKE ${containsPattern(search)} OR c.organization_number ILIKE ${containsPattern(search)})`,
    );
  if (filter.accountant !== undefined)
    conditions.push(sql`EXISTS (SELECT 1 FROM accountant_company_assignments a
      WHERE a.company_id = c.id AND a.user_id = ${filter.accountant})`);
  return rowsOf<ClientRow>(
    db.execute(sql`SELECT c.id, c.name, c.organization_number FROM companies c
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.name, c.id`),
  );
}

/** The firm's accountants assigned to each of these clients, by name. */
export async function assignedAccountants(db: Db, firmId: number, companyIds: number[]) {
  const rows = await rowsOf<{ company_id: number; id: number; name: string }>(
    db.execute(sql`
    SELECT a.company_id, u.id, ${personName} AS name
    FROM accountant_company_assignments a
    JOIN users u ON u.id = a.user_id
    JOIN firm_memberships m ON m.user_id = u.id AND m.firm_id = ${firmId}
    WHERE a.company_id IN (${ids(companyIds)})
    ORDER BY 3, u.id`),
  );
  const byCompany = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byCompany.set(row.company_id, list);
  }
  return byCompany;
}

/** öre: the net of each client's paid portal invoices with a pay date in [from, to). */
export async function paidFees(db: Db, companyIds: number[], from: string, to: string) {
  const rows = await rowsOf<{ company_id: number; net: string | number }>(
    db.execute(sql`
    SELECT company_id, sum(net)::bigint AS net FROM invoices
    WHERE status = 'paid' AND pay_date >= ${from}::date AND pay_date < ${to}::date
      AND company_id IN (${ids(companyIds)})
    GROUP BY company_id`),
  );
  return new Map(rows.map((row) => [row.company_id, Number(row.net)]));
}

/** The firm's accountants (its members in an accountant role), by name. */
export async function firmAccountants(db: Db, firmId: number) {
  return rowsOf<{ id: number; name: string }>(
    db.execute(sql`
    SELECT u.id, ${personName} AS name
    FROM firm_memberships m JOIN users u ON u.id = m.user_id
    WHERE m.firm_id = ${firmId} AND m.role IN (${sql.join([...ACCOUNTANT_ROLES], sql`, `)})
    ORDER BY 2, u.id`),
  );
}
