import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;
/** Sums come back as bigint (text from node-postgres): numbers here. */
const num = (value: unknown) => Number(value ?? 0);

export interface FirmAgreement {
  id: number;
  name: string;
  affiliate_type: 'discount' | 'kickback' | null;
  tier: 'silver' | 'gold' | 'platinum';
}

export async function firmAgreement(db: Db, firmId: number) {
  const [row] = await rowsOf<FirmAgreement>(
    db.execute(sql`SELECT id, name, affiliate_type, tier_plan AS tier
      FROM accounting_firms WHERE id = ${firmId}`),
  );
  return row;
}

const inYear = (column: SQL, year: number) => sql`${column} LIKE ${`${year}-%`}`;

/** The years the firm has lines in, newest first. */
export async function kickbackYears(db: Db, firmId: number): Promise<number[]> {
  const rows = await rowsOf<{ year: number }>(
    db.execute(sql`SELECT DISTINCT substr(period, 1, 4)::int AS year FROM kickback_lines
      WHERE firm_id = ${firmId} ORDER BY 1 DESC`),
  );
  return rows.map((row) => Number(row.year));
}

/** The year's lines and paid kickback payouts, every pending one, and what lines hold beyond. */
export async function kickbackTotals(db: Db, firmId: number, year: number) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db.execute(sql`
    WITH months AS (
      SELECT period, sum(amount) AS amount FROM kickback_lines
      WHERE firm_id = ${firmId} AND affiliate_type = 'kickback' AND ${inYear(sql`period`, year)}
      GROUP BY period
    )
    SELECT
      (SELECT coalesce(sum(amount), 0) FROM kickback_lines
        WHERE firm_id = ${firmId} AND ${inYear(sql`period`, year)}) AS earned,
      (SELECT coalesce(sum(amount), 0) FROM firm_payouts
        WHERE firm_id = ${firmId} AND source = 'kickback' AND status = 'paid'
          AND ${inYear(sql`period`, year)}) AS paid,
      (SELECT coalesce(sum(amount), 0) FROM firm_payouts
        WHERE firm_id = ${firmId} AND source = 'kickback' AND status = 'pending') AS pending,
      (SELECT coalesce(sum(greatest(0, months.amount - coalesce(p.amount, 0))), 0) FROM months
        LEFT JOIN firm_payouts p ON p.firm_id = ${firmId} AND p.source = 'kickback'
          AND p.period = months.period) AS outstanding`),
  );
  return {
    earned: num(row?.earned),
    paid: num(row?.paid),
    pending: num(row?.pending),
    outstanding: num(row?.outstanding),
  };
}

export interface MonthRow {
  period: string;
  affiliate_type: 'discount' | 'kickback';
  invoices: number;
  invoice_net: number;
  amount: number;
  outstanding: number;
  payout_id: number | null;
  payout_status: 'pending' | 'paid' | null;
  payout_amount: number | null;
  payout_date: string | null;
  payout_paid_date: string | null;
}

export interface MonthFilter {
  year?: number;
  status?: 'pending' | 'paid' | 'none';
  ordering?: string;
  limit: number;
  offset: number;
}

const MONTH_ORDER: Record<string, SQL> = {
  period: sql`period ASC, affiliate_type`,
  '-period': sql`period DESC, affiliate_type`,
  amount: sql`amount ASC, period DESC`,
  '-amount': sql`amount DESC, period DESC`,
};

/** The firm's months: lines summed per month (and type), each with its kickback payout. */
function monthsOf(firmId: number, year: number | undefined): SQL {
  return sql`
    WITH months AS (
      SELECT period, affiliate_type, count(*)::int AS invoices,
        sum(invoice_net)::bigint AS invoice_net, sum(amount)::bigint AS amount
      FROM kickback_lines
      WHERE firm_id = ${firmId} ${year ? sql`AND ${inYear(sql`period`, year)}` : sql``}
      GROUP BY period, affiliate_type
    ), joined AS (
      SELECT months.*, p.id AS payout_id, p.status AS payout_status, p.amount AS payout_amount,
        p.date::text AS payout_date, p.paid_date::text AS payout_paid_date,
        CASE WHEN months.affiliate_type = 'kickback'
          THEN greatest(0, months.amount - coalesce(p.amount, 0)) ELSE 0 END AS outstanding
      FROM months
      LEFT JOIN firm_payouts p ON months.affiliate_type = 'kickback' AND p.source = 'kickback'
        AND p.firm_id = ${firmId} AND p.period = months.period
    )`;
}

export async function kickbackMonths(db: Db, firmId: number, filter: MonthFilter) {
  const status =
    filter.status === 'none'
      ? sql`payout_id IS NULL`
      : filter.status
        ? sql`payout_status = ${filter.status}`
        : sql`true`;
  const months = monthsOf(firmId, filter.year);
  const [total] = await rowsOf<{ n: number }>(
    db.execute(sql`${months} SELECT count(*)::int AS n FROM joined WHERE ${status}`),
  );
  const rows = await rowsOf<MonthRow>(
    db.execute(sql`${months} SELECT * FROM joined WHERE ${status}
    ORDER BY ${MONTH_ORDER[filter.ordering ?? '-period'] ?? MONTH_ORDER['-period']!}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  return { count: total?.n ?? 0, rows };
}

export interface LineRow {
  id: number;
  period: string;
  company_id: number;
  company: string;
  invoice_id: number;
  invoice_number: number;
  pay_date: string | null;
  invoice_net: number;
  affiliate_type: 'discount' | 'kickback';
  tier: 'silver' | 'gold' | 'platinum';
  rate_basis_points: number;
  amount: number;
  late: boolean;
  created_at: string | Date;
}

export interface LineFilter {
  /** null: every client of the firm; else only these */
  companyIds: number[] | null;
  search?: string;
  period?: string;
  year?: number;
  company?: number;
  ordering?: string;
  limit: number;
  offset: number;
}

const LINE_ORDER: Record<string, SQL> = {
  period: sql`k.period ASC, k.id ASC`,
  '-period': sql`k.period DESC, k.id DESC`,
  company: sql`c.name ASC, k.id DESC`,
  '-company': sql`c.name DESC, k.id DESC`,
  amount: sql`k.amount ASC, k.id DESC`,
  '-amount': sql`k.amount DESC, k.id DESC`,
  invoice_net: sql`k.invoice_net ASC, k.id DESC`,
  '-invoice_net': sql`k.invoice_net DESC, k.id DESC`,
};

function lineWhere(firmId: number, filter: LineFilter): SQL {
  const conditions = [sql`k.firm_id = ${firmId}`];
  if (filter.companyIds !== null)
    conditions.push(
      filter.companyIds.length
        ? sql`k.company_id IN (${sql.join(filter.companyIds, sql`, `)})`
        : sql`false`,
    );
  if (filter.period) conditions.push(sql`k.period = ${filter.period}`);
  if (filter.year) conditions.push(inYear(sql`k.period`, filter.year));
  if (filter.company) conditions.push(sql`k.company_id = ${filter.company}`);
  const search = filter.search?.trim();
  if (search)
    conditions.push(
      sql`(c.name ILIKE ${containsPattern(search)} OR i.number::text = ${search.replace(/\s/g, '')})`,
    );
  return sql.join(conditions, sql` AND `);
}

/** One page of the firm's lines the caller may see, newest month first unless asked. */
export async function kickbackLinePage(db: Db, firmId: number, filter: LineFilter) {
  const from = sql`FROM kickback_lines k
    JOIN companies c ON c.id = k.company_id
    JOIN invoices i ON i.id = k.invoice_id
    LEFT JOIN firm_payouts p ON p.firm_id = k.firm_id AND p.source = 'kickback'
      AND p.period = k.period AND k.affiliate_type = 'kickback'`;
  const where = lineWhere(firmId, filter);
  const [total] = await rowsOf<{ n: number }>(
    db.execute(sql`SELECT count(*)::int AS n ${from} WHERE ${where}`),
  );
  const rows = await rowsOf<LineRow>(
    db.execute(sql`
    SELECT k.id, k.period, k.company_id, c.name AS company, k.invoice_id, i.number AS invoice_number,
      i.pay_date::text AS pay_date, k.invoice_net, k.affiliate_type, k.tier, k.rate_basis_points,
      k.amount, k.created_at,
      coalesce(p.status = 'paid' AND k.created_at > p.updated_at, false) AS late
    ${from} WHERE ${where}
    ORDER BY ${LINE_ORDER[filter.ordering ?? '-period'] ?? LINE_ORDER['-period']!}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  return { count: total?.n ?? 0, rows };
}
