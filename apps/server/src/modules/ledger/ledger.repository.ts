import { and, asc, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import {
  ledgerAccounts,
  ledgerDimensions,
  ledgerSources,
  ledgerTransactions,
  ledgerVouchers,
  ledgerYears,
} from '../../db/schema/ledger';
import type { LedgerSourceRow } from '../../db/schema/ledger';
import { rowsOf } from './ledger-store.repository';

/** The reads of /ledger: a company's years, chart, vouchers and their rows. */

export async function sourceOf(db: Db, companyId: number): Promise<LedgerSourceRow | undefined> {
  const [row] = await db.select().from(ledgerSources).where(eq(ledgerSources.companyId, companyId));
  return row;
}

export async function storedYears(db: Db, companyId: number) {
  return db
    .select()
    .from(ledgerYears)
    .where(eq(ledgerYears.companyId, companyId))
    .orderBy(desc(ledgerYears.start));
}

/** Each year with its voucher count and, from the month totals, its transaction count. */
export async function yearSummaries(db: Db, companyId: number) {
  const result = await db.execute<{
    start: string;
    end: string;
    detail: string;
    refreshed_at: string | Date;
    vouchers: string | number;
    transactions: string | number;
  }>(sql`
    select y.start::text as start, y."end"::text as "end", y.detail, y.refreshed_at,
      (select count(*) from ledger_vouchers v
        where v.company_id = y.company_id and v.year_start = y.start) as vouchers,
      (select coalesce(sum(m.count), 0) from ledger_month_totals m
        where m.company_id = y.company_id and m.month between y.start and y."end") as transactions
    from ledger_years y
    where y.company_id = ${companyId}
    order by y.start desc`);
  return rowsOf<{
    start: string;
    end: string;
    detail: string;
    refreshed_at: string | Date;
    vouchers: string | number;
    transactions: string | number;
  }>(result).map((r) => ({
    start: r.start,
    end: r.end,
    detail: r.detail as 'vouchers' | 'totals',
    refreshedAt: new Date(r.refreshed_at),
    vouchers: Number(r.vouchers),
    transactions: Number(r.transactions),
  }));
}

/** How much the company's ledger holds now. */
export async function ledgerCounts(db: Db, companyId: number) {
  const result = await db.execute<{ vouchers: string | number; transactions: string | number }>(sql`
    select
      (select count(*) from ledger_vouchers where company_id = ${companyId}) as vouchers,
      (select coalesce(sum(count), 0) from ledger_month_totals where company_id = ${companyId})
        as transactions`);
  const [row] = rowsOf<{ vouchers: string | number; transactions: string | number }>(result);
  return { vouchers: Number(row?.vouchers ?? 0), transactions: Number(row?.transactions ?? 0) };
}

export async function listAccounts(
  db: Db,
  companyId: number,
  filter: { limit: number; offset: number; search?: string },
) {
  const conditions: SQL[] = [eq(ledgerAccounts.companyId, companyId)];
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(ledgerAccounts.name, pattern),
        sql`${ledgerAccounts.account}::text like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(ledgerAccounts).where(where);
  const rows = await db
    .select({ account: ledgerAccounts.account, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(where)
    .orderBy(asc(ledgerAccounts.account))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export interface VoucherFilter {
  limit: number;
  offset: number;
  search?: string;
  account?: number;
  from?: string;
  to?: string;
  ordering?: string;
}

/** Voucher numbers are text: "10" after "9", so by length first. */
const SORTS: Record<string, SQL[]> = {
  date: [sql`${ledgerVouchers.date}`],
  series: [sql`${ledgerVouchers.series}`],
  number: [sql`length(${ledgerVouchers.number})`, sql`${ledgerVouchers.number}`],
  amount: [sql`${ledgerVouchers.amount}`],
  text: [sql`${ledgerVouchers.text}`],
};

function orderingOf(ordering: string | undefined): SQL[] {
  const columns = ordering ? SORTS[ordering.replace(/^-/, '')] : undefined;
  if (!columns) return [sql`${ledgerVouchers.date} desc`];
  const direction = sql.raw(ordering!.startsWith('-') ? 'desc' : 'asc');
  return columns.map((column) => sql`${column} ${direction}`);
}

function voucherWhere(companyId: number, filter: VoucherFilter): SQL {
  const conditions: SQL[] = [eq(ledgerVouchers.companyId, companyId)];
  if (filter.from) conditions.push(gte(ledgerVouchers.date, filter.from));
  if (filter.to) conditions.push(lte(ledgerVouchers.date, filter.to));
  const term = filter.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(
      or(
        ilike(ledgerVouchers.text, pattern),
        ilike(sql`${ledgerVouchers.series} || ' ' || ${ledgerVouchers.number}`, pattern),
        eq(ledgerVouchers.number, term),
      )!,
    );
  }
  if (filter.account !== undefined) {
    // through the transactions' (company, account, date) index
    const dates = [
      filter.from ? sql` and t.date >= ${filter.from}::date` : sql``,
      filter.to ? sql` and t.date <= ${filter.to}::date` : sql``,
    ];
    conditions.push(sql`${ledgerVouchers.id} in (
      select t.voucher_id from ledger_transactions t
      where t.company_id = ${companyId} and t.account = ${filter.account}${dates[0]}${dates[1]})`);
  }
  return and(...conditions)!;
}

export async function listVouchers(db: Db, companyId: number, filter: VoucherFilter) {
  const where = voucherWhere(companyId, filter);
  const [total] = await db.select({ n: count() }).from(ledgerVouchers).where(where);
  const rows = await db
    .select({
      id: ledgerVouchers.id,
      yearStart: ledgerVouchers.yearStart,
      series: ledgerVouchers.series,
      number: ledgerVouchers.number,
      date: ledgerVouchers.date,
      text: ledgerVouchers.text,
      amount: ledgerVouchers.amount,
      origin: ledgerVouchers.origin,
      // qualified by hand: inside a subquery drizzle would write the bare "id" of `t`
      rowCount: sql<number>`(select count(*) from ledger_transactions t
        where t.voucher_id = ledger_vouchers.id)::int`,
    })
    .from(ledgerVouchers)
    .where(where)
    .orderBy(...orderingOf(filter.ordering), desc(ledgerVouchers.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** The company whose ledger holds the voucher, if it exists. */
export async function voucherCompanyOf(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: ledgerVouchers.companyId })
    .from(ledgerVouchers)
    .where(eq(ledgerVouchers.id, id));
  return row?.companyId;
}

export async function voucherOf(db: Db, companyId: number, id: number) {
  const [voucher] = await db
    .select()
    .from(ledgerVouchers)
    .where(and(eq(ledgerVouchers.companyId, companyId), eq(ledgerVouchers.id, id)));
  if (!voucher) return undefined;
  const rows = await db
    .select({
      id: ledgerTransactions.id,
      account: ledgerTransactions.account,
      accountName: ledgerAccounts.name,
      amount: ledgerTransactions.amount,
      objects: ledgerTransactions.objects,
      text: ledgerTransactions.text,
    })
    .from(ledgerTransactions)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.companyId, ledgerTransactions.companyId),
        eq(ledgerAccounts.account, ledgerTransactions.account),
      ),
    )
    .where(eq(ledgerTransactions.voucherId, id))
    .orderBy(asc(ledgerTransactions.id));
  return { voucher, rows };
}

/** The names of the company's dimensions (object '') and objects. */
export async function dimensionNames(db: Db, companyId: number) {
  const rows = await db
    .select()
    .from(ledgerDimensions)
    .where(eq(ledgerDimensions.companyId, companyId));
  return new Map(rows.map((r) => [`${r.dimension}:${r.object}`, r.name]));
}

export async function monthCounts(db: Db, companyId: number) {
  const result = await db.execute<{ month: string; vouchers: string | number }>(sql`
    select to_char(date_trunc('month', date), 'YYYY-MM') as month, count(*) as vouchers
    from ledger_vouchers where company_id = ${companyId}
    group by 1 order by 1`);
  return rowsOf<{ month: string; vouchers: string | number }>(result).map((r) => ({
    month: r.month,
    vouchers: Number(r.vouchers),
  }));
}
