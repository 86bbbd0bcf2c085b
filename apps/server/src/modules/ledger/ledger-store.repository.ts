import type { LedgerVoucher, LedgerYearData } from '@portal/connectors/model/ledger';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ledgerAccounts,
  ledgerDimensions,
  ledgerYearBalances,
  ledgerYears,
} from '../../db/schema/ledger';
import { dateArray, numberArray, textArray } from './pg-array';

/** Cash and bank: the BAS accounts 19xx. */
export const CASH_ACCOUNTS = { from: 1900, to: 1999 } as const;

const VOUCHER_CHUNK = 5_000;
const ROW_CHUNK = 20_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A row's dimension objects as one text, split again on the server: cheaper than parsing JSON
 * per row. The separator (unit separator, 0x1f) cannot be in a SIE field or an object id.
 */
const UNIT_SEPARATOR = '\u001f';
const objectList = (objects: string[] | undefined) =>
  (objects ?? []).map((o) => o.replaceAll(UNIT_SEPARATOR, ' ')).join(UNIT_SEPARATOR);

const debitSum = (v: LedgerVoucher) => v.rows.reduce((s, r) => s + Math.max(r.amount, 0), 0);

/**
 * Stores one financial year as read (replacing what was there, or adding what changed when the
 * data is incremental), then rebuilds the year's balances per account and month and its cash
 * effects. Voucher ids stay the same across refreshes, so reviews that point at them survive.
 */
export async function writeLedgerYear(
  db: Db,
  companyId: number,
  data: LedgerYearData,
  progress: (share: number) => void = () => undefined,
): Promise<{ vouchers: number; transactions: number }> {
  const { year } = data;
  return db.transaction(async (tx) => {
    const detail = data.vouchers ? 'vouchers' : 'totals';
    await tx
      .insert(ledgerYears)
      .values({ companyId, start: year.start, end: year.end, sourceRef: year.ref, detail })
      .onConflictDoUpdate({
        target: [ledgerYears.companyId, ledgerYears.start],
        set: { end: year.end, sourceRef: year.ref, detail, refreshedAt: new Date() },
      });
    await writeAccounts(tx, companyId, data.accounts);
    if (data.complete || data.balances.length) await writeBalances(tx, companyId, data);
    if (data.dimensions?.length) await writeDimensions(tx, companyId, data);

    let counts = { vouchers: 0, transactions: 0 };
    if (data.vouchers) {
      counts = await writeVouchers(tx, companyId, year.start, data.vouchers, progress);
      if (data.complete) await removeVanishedVouchers(tx, companyId, year.start, data.vouchers);
    }
    await rebuildLedgerMonths(tx, companyId, year, data.vouchers !== null);
    progress(1);
    return counts;
  });
}

async function writeAccounts(db: Db, companyId: number, accounts: Map<number, string>) {
  for (const part of chunks([...accounts], VOUCHER_CHUNK)) {
    await db.execute(sql`
      insert into ${ledgerAccounts} (company_id, account, name)
      select ${companyId}, a, n
      from unnest(${numberArray(
        part.map(([a]) => a),
        'int',
      )}, ${textArray(part.map(([, n]) => n))}) as u(a, n)
      on conflict (company_id, account) do update set name = excluded.name`);
  }
}

async function writeBalances(db: Db, companyId: number, data: LedgerYearData) {
  const yearStart = data.year.start;
  await db
    .delete(ledgerYearBalances)
    .where(
      and(eq(ledgerYearBalances.companyId, companyId), eq(ledgerYearBalances.yearStart, yearStart)),
    );
  for (const part of chunks(data.balances, ROW_CHUNK)) {
    await db.insert(ledgerYearBalances).values(
      part.map((b) => ({
        companyId,
        yearStart,
        account: b.account,
        opening: b.opening,
        closing: b.closing ?? null,
        result: b.result ?? null,
      })),
    );
  }
}

async function writeDimensions(db: Db, companyId: number, data: LedgerYearData) {
  await db
    .insert(ledgerDimensions)
    .values((data.dimensions ?? []).map((d) => ({ companyId, ...d })))
    .onConflictDoUpdate({
      target: [ledgerDimensions.companyId, ledgerDimensions.dimension, ledgerDimensions.object],
      set: { name: sql`excluded.name` },
    });
}

async function writeVouchers(
  db: Db,
  companyId: number,
  yearStart: string,
  vouchers: LedgerVoucher[],
  progress: (share: number) => void,
) {
  let transactions = 0;
  let done = 0;
  for (const part of chunks(vouchers, VOUCHER_CHUNK)) {
    const ids = await upsertVoucherHeads(db, companyId, yearStart, part);
    const keyed = new Map(ids.map((r) => [`${r.series}\u0000${r.number}`, Number(r.id)]));
    const voucherIds = part.map((v) => keyed.get(`${v.series}\u0000${v.number}`)!);
    await db.execute(
      sql`delete from ledger_transactions where voucher_id = any(${numberArray(voucherIds, 'bigint')})`,
    );
    const rows = part.flatMap((v, i) =>
      v.rows.map((r) => ({ voucherId: voucherIds[i]!, date: v.date, ...r })),
    );
    for (const slice of chunks(rows, ROW_CHUNK)) {
      await db.execute(sql`
        insert into ledger_transactions (voucher_id, company_id, date, account, amount, objects, text)
        select v, ${companyId}, d, a, m, string_to_array(o, chr(31)), t
        from unnest(
          ${numberArray(
            slice.map((r) => r.voucherId),
            'bigint',
          )},
          ${dateArray(slice.map((r) => r.date))},
          ${numberArray(
            slice.map((r) => r.account),
            'int',
          )},
          ${numberArray(
            slice.map((r) => r.amount),
            'bigint',
          )},
          ${textArray(slice.map((r) => objectList(r.objects)))},
          ${textArray(slice.map((r) => r.text ?? ''))}
        ) as u(v, d, a, m, o, t)`);
    }
    transactions += rows.length;
    done += part.length;
    progress(done / vouchers.length);
  }
  return { vouchers: vouchers.length, transactions };
}

async function upsertVoucherHeads(
  db: Db,
  companyId: number,
  yearStart: string,
  part: LedgerVoucher[],
): Promise<{ id: number | string; series: string; number: string }[]> {
  const result = await db.execute<{ id: number | string; series: string; number: string }>(sql`
    insert into ledger_vouchers (company_id, year_start, series, number, date, text, amount, source_ref)
    select ${companyId}, ${yearStart}::date, s, n, d, t, m, nullif(r, '')
    from unnest(
      ${textArray(part.map((v) => v.series))},
      ${textArray(part.map((v) => v.number))},
      ${dateArray(part.map((v) => v.date))},
      ${textArray(part.map((v) => v.text))},
      ${numberArray(part.map(debitSum), 'bigint')},
      ${textArray(part.map((v) => v.ref ?? ''))}
    ) as u(s, n, d, t, m, r)
    on conflict (company_id, year_start, series, number) do update
      set date = excluded.date, text = excluded.text, amount = excluded.amount,
          source_ref = excluded.source_ref
    returning id, series, number`);
  return rowsOf(result);
}

/** Both drivers' `execute` results as rows. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

async function removeVanishedVouchers(
  db: Db,
  companyId: number,
  yearStart: string,
  vouchers: LedgerVoucher[],
) {
  const keys = vouchers.map((v) => `${v.series}\u001f${v.number}`);
  await db.execute(sql`
    delete from ledger_vouchers
    where company_id = ${companyId} and year_start = ${yearStart}::date and origin = 'source'
      and not (series || chr(31) || number = any(${textArray(keys)}))`);
}

/**
 * The year's movements per account and month, and the cash effect of each month by
 * counter-account. A year known only by its totals gets one movement per account in its last
 * month: closing less opening for balance accounts, the result for result accounts.
 */
export async function rebuildLedgerMonths(
  db: Db,
  companyId: number,
  year: { start: string; end: string },
  withVouchers: boolean,
) {
  const { start, end } = year;
  const range = sql`company_id = ${companyId} and month between ${start}::date and ${end}::date`;
  await db.execute(sql`delete from ledger_month_totals where ${range}`);
  await db.execute(sql`delete from ledger_cash_flows where ${range}`);
  if (!withVouchers) {
    await db.execute(sql`
      insert into ledger_month_totals (company_id, month, account, debit, credit, count)
      select company_id, date_trunc('month', ${end}::date)::date, account,
             greatest(m, 0), greatest(-m, 0), 0
      from (
        select company_id, account,
               case when account < 3000 then coalesce(closing, opening) - opening
                    else coalesce(result, 0) end as m
        from ledger_year_balances
        where company_id = ${companyId} and year_start = ${start}::date
      ) b
      where m <> 0`);
    return;
  }
  await db.execute(sql`
    insert into ledger_month_totals (company_id, month, account, debit, credit, count)
    select company_id, date_trunc('month', date)::date, account,
           sum(greatest(amount, 0)), sum(greatest(-amount, 0)), count(*)
    from ledger_transactions
    where company_id = ${companyId} and date between ${start}::date and ${end}::date
    group by 1, 2, 3`);
  await db.execute(sql`
    insert into ledger_cash_flows (company_id, month, account, amount)
    select t.company_id, date_trunc('month', t.date)::date, t.account, sum(-t.amount)
    from ledger_transactions t
    where t.company_id = ${companyId} and t.date between ${start}::date and ${end}::date
      and t.account not between ${CASH_ACCOUNTS.from} and ${CASH_ACCOUNTS.to}
      and exists (
        select 1 from ledger_transactions c
        where c.voucher_id = t.voucher_id
          and c.account between ${CASH_ACCOUNTS.from} and ${CASH_ACCOUNTS.to})
    group by 1, 2, 3
    having sum(t.amount) <> 0`);
}

/** Forgets a company's whole ledger (a new source replaces it). */
export async function clearLedger(db: Db, companyId: number) {
  for (const table of [
    'ledger_vouchers',
    'ledger_month_totals',
    'ledger_cash_flows',
    'ledger_year_balances',
    'ledger_years',
    'ledger_accounts',
    'ledger_dimensions',
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)} where company_id = ${companyId}`);
  }
}
