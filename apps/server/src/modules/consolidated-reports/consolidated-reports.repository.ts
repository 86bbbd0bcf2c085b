import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numberArray } from '../ledger/pg-array';
import { rowsOf } from '../ledger/ledger-store.repository';
import type { LedgerYearRow } from '../financial-reports/period';

/*
 * Consolidated reports read every chosen client at once (ADR 037): one grouped query over the
 * month totals, whatever the number of companies.
 */

export interface CompanyAmount {
  companyId: number;
  account: number;
  amount: number;
}

const ids = (companyIds: number[]) => numberArray(companyIds, 'int');

export async function clientsByIds(db: Db, companyIds: number[]) {
  if (!companyIds.length) return [];
  return rowsOf<{ id: number; name: string; org: string }>(
    await db.execute(sql`
      select id, name, organization_number as org from companies
      where id = any(${ids(companyIds)}) order by name, id`),
  ).map((r) => ({ id: Number(r.id), name: r.name, org: r.org }));
}

export async function yearsByCompany(db: Db, companyIds: number[]) {
  const years = new Map<number, LedgerYearRow[]>();
  if (!companyIds.length) return years;
  const rows = rowsOf<LedgerYearRow & { company_id: number }>(
    await db.execute(sql`
      select company_id, start::text as start, "end"::text as "end", detail from ledger_years
      where company_id = any(${ids(companyIds)}) order by company_id, start`),
  );
  for (const r of rows) {
    const list = years.get(Number(r.company_id)) ?? [];
    list.push({ start: r.start, end: r.end, detail: r.detail });
    years.set(Number(r.company_id), list);
  }
  return years;
}

/** Debit less credit of the result accounts per company and account, over whole months. */
export async function resultMovements(
  db: Db,
  companyIds: number[],
  fromMonth: string,
  toMonth: string,
): Promise<CompanyAmount[]> {
  if (!companyIds.length) return [];
  return toAmounts(
    await db.execute(sql`
      select company_id, account, sum(debit - credit) as m from ledger_month_totals
      where company_id = any(${ids(companyIds)}) and account >= 3000
        and month between ${fromMonth}::date and ${toMonth}::date
      group by company_id, account having sum(debit - credit) <> 0`),
  );
}

/**
 * Per company and account at the end of `date`: balance accounts at their balance (the #IB of
 * the company's year holding the date + its movements to the date's month), result accounts at
 * their movement since that year began.
 */
export async function balancesAtMonthEnd(
  db: Db,
  companyIds: number[],
  date: string,
): Promise<CompanyAmount[]> {
  if (!companyIds.length) return [];
  return toAmounts(
    await db.execute(sql`
      with y as (
        select company_id, start from ledger_years
        where company_id = any(${ids(companyIds)}) and start <= ${date}::date
          and "end" >= ${date}::date)
      select company_id, account, sum(m) as m from (
        select b.company_id, b.account, b.opening as m from ledger_year_balances b
        join y on y.company_id = b.company_id and b.year_start = y.start
        where b.account < 3000
        union all
        select t.company_id, t.account, t.debit - t.credit from ledger_month_totals t
        join y on y.company_id = t.company_id
          and t.month between y.start and ${date}::date
      ) x group by company_id, account having sum(m) <> 0`),
  );
}

/** The account names the chosen companies give, one per number. */
export async function accountNames(db: Db, companyIds: number[]): Promise<Map<number, string>> {
  if (!companyIds.length) return new Map();
  const rows = rowsOf<{ account: number; name: string }>(
    await db.execute(sql`
      select account, min(name) as name from ledger_accounts
      where company_id = any(${ids(companyIds)}) group by account`),
  );
  return new Map(rows.map((r) => [Number(r.account), r.name]));
}

function toAmounts(result: unknown): CompanyAmount[] {
  return rowsOf<{ company_id: number; account: number; m: string }>(result).map((r) => ({
    companyId: Number(r.company_id),
    account: Number(r.account),
    amount: Number(r.m),
  }));
}
