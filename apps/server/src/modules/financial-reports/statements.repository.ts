import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CASH_ACCOUNTS, rowsOf } from '../ledger/ledger-store.repository';
import { splitByMonths } from './period';
import type { LedgerYearRow, Period } from './period';

/*
 * What statements read (ADR 037): movements per account from the month totals, and from the
 * transactions only for the cut months at a period's edges, so a statement never sums more
 * than accounts × months rows plus two months of transactions.
 */

type Sums = Map<number, number>;

const toMap = (rows: { account: number; m: string | number | null }[]): Sums =>
  new Map(rows.map((r) => [Number(r.account), Number(r.m ?? 0)]));

export async function ledgerYearsOf(db: Db, companyId: number): Promise<LedgerYearRow[]> {
  const rows = rowsOf<{ start: string; end: string; detail: 'vouchers' | 'totals' }>(
    await db.execute(sql`
      select start::text as start, "end"::text as "end", detail from ledger_years
      where company_id = ${companyId} order by start`),
  );
  return rows.map((r) => ({ start: r.start, end: r.end, detail: r.detail }));
}

export async function companyNameOf(db: Db, companyId: number): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from companies where id = ${companyId}`),
  );
  return row?.name ?? '';
}

export async function accountNamesOf(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = rowsOf<{ account: number; name: string }>(
    await db.execute(
      sql`select account, name from ledger_accounts where company_id = ${companyId}`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.account), r.name]));
}

/** #IB of every account for the year starting on `yearStart`. */
export async function openingBalances(db: Db, companyId: number, yearStart: string): Promise<Sums> {
  return toMap(
    rowsOf(
      await db.execute(sql`
        select account, opening as m from ledger_year_balances
        where company_id = ${companyId} and year_start = ${yearStart}::date and opening <> 0`),
    ),
  );
}

/** The period as SQL over whole months and over the transactions of its cut edges. */
function parts(period: Period, whole: (p: Period) => SQL, edge: (p: Period) => SQL): SQL {
  const split = splitByMonths(period);
  const pieces = [
    ...(split.months ? [whole(split.months)] : []),
    ...split.edges.map((p) => edge(p)),
  ];
  return sql.join(pieces, sql` union all `);
}

/** Debit less credit per account over the period's days. */
export async function movements(db: Db, companyId: number, period: Period): Promise<Sums> {
  const union = parts(
    period,
    (p) => sql`
      select account, sum(debit - credit) as m from ledger_month_totals
      where company_id = ${companyId} and month between ${p.from}::date and ${p.to}::date
      group by account`,
    (p) => sql`
      select t.account, sum(t.amount) as m from ledger_vouchers v
      join ledger_transactions t on t.voucher_id = v.id
      where v.company_id = ${companyId} and v.date between ${p.from}::date and ${p.to}::date
      group by t.account`,
  );
  return toMap(
    rowsOf(
      await db.execute(
        sql`select account, sum(m) as m from (${union}) x group by account having sum(m) <> 0`,
      ),
    ),
  );
}

/** The cash effect of the period by counter-account (the direct cash flow statement). */
export async function cashFlows(db: Db, companyId: number, period: Period): Promise<Sums> {
  const cash = (column: SQL) =>
    sql`${column} between ${CASH_ACCOUNTS.from} and ${CASH_ACCOUNTS.to}`;
  const union = parts(
    period,
    (p) => sql`
      select account, sum(amount) as m from ledger_cash_flows
      where company_id = ${companyId} and month between ${p.from}::date and ${p.to}::date
      group by account`,
    (p) => sql`
      select t.account, sum(-t.amount) as m from ledger_vouchers v
      join ledger_transactions t on t.voucher_id = v.id
      where v.company_id = ${companyId} and v.date between ${p.from}::date and ${p.to}::date
        and not ${cash(sql`t.account`)}
        and exists (select 1 from ledger_transactions c
                    where c.voucher_id = v.id and ${cash(sql`c.account`)})
      group by t.account`,
  );
  return toMap(
    rowsOf(
      await db.execute(
        sql`select account, sum(m) as m from (${union}) x group by account having sum(m) <> 0`,
      ),
    ),
  );
}

export interface MonthFigures {
  /** YYYY-MM */
  month: string;
  /** debit less credit of the result accounts, without the booked year's result (8990–8999) */
  result: number;
  /** the change in cash and bank (19xx) */
  cash: number;
}

/** The result and the change in cash of each month of the period. */
export async function monthlyFigures(
  db: Db,
  companyId: number,
  period: Period,
): Promise<MonthFigures[]> {
  const union = parts(
    period,
    (p) => sql`
      select month, account, debit - credit as m from ledger_month_totals
      where company_id = ${companyId} and month between ${p.from}::date and ${p.to}::date`,
    (p) => sql`
      select date_trunc('month', v.date)::date as month, t.account, t.amount as m
      from ledger_vouchers v join ledger_transactions t on t.voucher_id = v.id
      where v.company_id = ${companyId} and v.date between ${p.from}::date and ${p.to}::date`,
  );
  const rows = rowsOf<{ month: string; result: string | null; cash: string | null }>(
    await db.execute(sql`
      select to_char(month, 'YYYY-MM') as month,
        sum(case when account >= 3000 and account not between 8990 and 8999 then m end) as result,
        sum(case when account between ${CASH_ACCOUNTS.from} and ${CASH_ACCOUNTS.to} then m end)
          as cash
      from (${union}) x group by 1 order by 1`),
  );
  return rows.map((r) => ({
    month: r.month,
    result: Number(r.result ?? 0),
    cash: Number(r.cash ?? 0),
  }));
}
