import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anomalyDismissals, ledgerAccounts, ledgerVouchers } from '../../db/schema/ledger';
import { rowsOf } from '../ledger/ledger-store.repository';
import type { LedgerWindow, WindowRow, WindowVoucher } from './ledger-window';

/** The day of the ledger's latest voucher: the detection periods end there. */
export async function latestVoucherDate(db: Db, companyId: number): Promise<string | null> {
  const [row] = rowsOf<{ d: string | null }>(
    await db.execute(
      sql`select max(date)::text as d from ledger_vouchers where company_id = ${companyId}`,
    ),
  );
  return row?.d ?? null;
}

/**
 * What was booked from `learnStart` to `end` as read from the source: our own reversals, and
 * the duplicates they reverse, are left out (a merged duplicate is no anomaly). Row texts are
 * kept for clearing and bank accounts only, where they name the payment provider.
 */
export async function loadWindow(
  db: Db,
  companyId: number,
  span: { learnStart: string; start: string; end: string },
): Promise<LedgerWindow> {
  const { learnStart, end } = span;
  // our reversals and what they reverse: a handful, left out here rather than by an anti-join
  // (which one of the two drivers plans as a scan per row)
  const settled = new Set<number>();
  for (const r of rowsOf<{ id: string | number; reverses: string | number | null }>(
    await db.execute(sql`select id, reverses from ledger_vouchers
      where company_id = ${companyId} and origin = 'portal'`),
  )) {
    settled.add(Number(r.id));
    if (r.reverses !== null) settled.add(Number(r.reverses));
  }
  const rows = rowsOf<{ v: string | number; d: string; a: number; m: string | number; t: string }>(
    await db.execute(sql`
      select voucher_id as v, date::text as d, account as a, amount as m,
        case when account between 1500 and 1999 then text else '' end as t
      from ledger_transactions
      where company_id = ${companyId} and date between ${learnStart}::date and ${end}::date`),
  );
  const heads = rowsOf<{
    id: string | number;
    d: string;
    text: string;
    series: string;
    number: string;
  }>(
    await db.execute(sql`
      select id, date::text as d, text, series, number from ledger_vouchers
      where company_id = ${companyId} and date between ${learnStart}::date and ${end}::date`),
  );
  return {
    ...span,
    rows: rows
      .filter((r) => !settled.has(Number(r.v)))
      .map((r): WindowRow => ({
        voucherId: Number(r.v),
        date: r.d,
        account: r.a,
        amount: Number(r.m),
        text: r.t,
      })),
    vouchers: new Map(
      heads
        .filter((h) => !settled.has(Number(h.id)))
        .map((h): [number, WindowVoucher] => [
          Number(h.id),
          { id: Number(h.id), date: h.d, text: h.text, series: h.series, number: h.number },
        ]),
    ),
  };
}

export async function accountNames(db: Db, companyId: number, accounts: number[]) {
  if (!accounts.length) return new Map<number, string>();
  const rows = await db
    .select({ account: ledgerAccounts.account, name: ledgerAccounts.name })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, companyId), inArray(ledgerAccounts.account, accounts)));
  return new Map(rows.map((r) => [r.account, r.name]));
}

export async function voucherHeads(db: Db, companyId: number, ids: number[]) {
  if (!ids.length)
    return new Map<number, { id: number; series: string; number: string; date: string }>();
  const rows = await db
    .select({
      id: ledgerVouchers.id,
      series: ledgerVouchers.series,
      number: ledgerVouchers.number,
      date: ledgerVouchers.date,
    })
    .from(ledgerVouchers)
    .where(and(eq(ledgerVouchers.companyId, companyId), inArray(ledgerVouchers.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function dismissedKeys(db: Db, companyId: number): Promise<Set<string>> {
  const rows = await db
    .select({ key: anomalyDismissals.key })
    .from(anomalyDismissals)
    .where(eq(anomalyDismissals.companyId, companyId));
  return new Set(rows.map((r) => r.key));
}

/** Marks an anomaly expected; marking it again changes nothing. */
export async function insertDismissal(
  db: Db,
  row: { companyId: number; key: string; dismissedBy: number; createdAt: Date },
) {
  await db.insert(anomalyDismissals).values(row).onConflictDoNothing();
}

export async function deleteDismissal(db: Db, companyId: number, key: string) {
  await db
    .delete(anomalyDismissals)
    .where(and(eq(anomalyDismissals.companyId, companyId), eq(anomalyDismissals.key, key)));
}
