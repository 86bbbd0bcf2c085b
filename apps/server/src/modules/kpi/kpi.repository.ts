import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateArray, numberArray } from '../ledger/pg-array';
import { rowsOf } from '../ledger/ledger-store.repository';

/*
 * The sums every KPI is made of, for many companies or many months at once: one grouped query
 * over the month totals and the opening balances (ADR 037).
 */

/** One company over one span of whole months (all first days of months). */
export interface KpiSpan {
  key: number;
  companyId: number;
  /** the financial year holding `to`: balances are its #IB + movements to `to` */
  yearStart: string;
  from: string;
  to: string;
  /** the first month of the cash burn window */
  burnFrom: string;
}

/** Debit less credit, in öre. */
export interface KpiSums {
  sales: number;
  goods: number;
  operating: number;
  currentAssets: number;
  currentLiabilities: number;
  receivables: number;
  cash: number;
  cashMoved: number;
}

const between = (a: number, b: number) => sql`x.account between ${a} and ${b}`;

export async function kpiSums(db: Db, spans: KpiSpan[]): Promise<Map<number, KpiSums>> {
  if (!spans.length) return new Map();
  const flow = sql`not x.opening and x.month between p.from_month and p.to_month`;
  const balance = sql`(x.opening or x.month between p.year_start and p.to_month)`;
  const burn = sql`not x.opening and x.month between p.burn_from and p.to_month`;
  const sum = (when: ReturnType<typeof sql>) =>
    sql`coalesce(sum(case when ${when} then x.m end), 0)`;
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with p as (
        select * from unnest(
          ${numberArray(
            spans.map((s) => s.key),
            'int',
          )},
          ${numberArray(
            spans.map((s) => s.companyId),
            'int',
          )},
          ${dateArray(spans.map((s) => s.yearStart))},
          ${dateArray(spans.map((s) => s.from))},
          ${dateArray(spans.map((s) => s.to))},
          ${dateArray(spans.map((s) => s.burnFrom))}
        ) as u(key, company_id, year_start, from_month, to_month, burn_from))
      select p.key,
        ${sum(sql`${flow} and ${between(3000, 3799)}`)} as sales,
        ${sum(sql`${flow} and ${between(4000, 4999)}`)} as goods,
        ${sum(sql`${flow} and ${between(3000, 7999)}`)} as operating,
        ${sum(sql`${balance} and ${between(1400, 1999)}`)} as current_assets,
        ${sum(sql`${balance} and ${between(2400, 2999)}`)} as current_liabilities,
        ${sum(sql`${balance} and ${between(1500, 1599)}`)} as receivables,
        ${sum(sql`${balance} and ${between(1900, 1999)}`)} as cash,
        ${sum(sql`${burn} and ${between(1900, 1999)}`)} as cash_moved
      from p join lateral (
        select t.month, t.account, t.debit - t.credit as m, false as opening
        from ledger_month_totals t
        where t.company_id = p.company_id
          and t.month between least(p.year_start, p.from_month, p.burn_from) and p.to_month
        union all
        select null::date, b.account, b.opening, true from ledger_year_balances b
        where b.company_id = p.company_id and b.year_start = p.year_start and b.account < 3000
      ) x on true
      group by p.key`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.key),
      {
        sales: Number(r.sales),
        goods: Number(r.goods),
        operating: Number(r.operating),
        currentAssets: Number(r.current_assets),
        currentLiabilities: Number(r.current_liabilities),
        receivables: Number(r.receivables),
        cash: Number(r.cash),
        cashMoved: Number(r.cash_moved),
      },
    ]),
  );
}

/**
 * The company's orders (not refunds) a month over the 90 days to `today`, counted from its first
 * order when it began selling (or syncing) within them.
 */
export async function ordersPerMonth(db: Db, companyId: number, today: string) {
  const [row] = rowsOf<{ n: string | number; first: string | null }>(
    await db.execute(sql`
      select count(*) as n, min(order_date)::text as first from sales_orders
      where company_id = ${companyId} and kind = 'order'
        and order_date > ${today}::date - 90 and order_date <= ${today}::date`),
  );
  return { orders: Number(row?.n ?? 0), first: row?.first ?? null };
}

/** The catalogue's apps with a monthly price, öre excluding VAT. */
export async function monthlyPlans(db: Db) {
  return rowsOf<{ slug: string; name: string; monthly: string | number }>(
    await db.execute(sql`
      select slug, name, (prices->>'monthly')::bigint as monthly from catalog_items
      where kind = 'app' and active and (prices->>'monthly')::bigint > 0
      order by sort_order, name`),
  ).map((r) => ({ slug: r.slug, name: r.name, monthly: Number(r.monthly) }));
}
