import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerTransactions, ledgerVouchers, ledgerYears } from '../../db/schema/ledger';
import { rebuildLedgerMonths, rowsOf } from '../ledger/ledger-store.repository';
import type { VoucherWithRows } from './duplicate-transactions.repository';

/** Reversals of merged duplicates booked only in our ledger (a SIE-sourced one) go to this series. */
export const REVERSAL_SERIES = 'DUBL';

/** The reversal we booked of a voucher before, if any: a voucher is never reversed twice. */
export async function reversalOf(db: Db, companyId: number, voucherId: number) {
  const [row] = await db
    .select({ id: ledgerVouchers.id, sourceRef: ledgerVouchers.sourceRef })
    .from(ledgerVouchers)
    .where(and(eq(ledgerVouchers.companyId, companyId), eq(ledgerVouchers.reverses, voucherId)))
    .limit(1);
  return row;
}

/** The financial year of the ledger a day falls in. */
export async function yearOf(db: Db, companyId: number, date: string) {
  const [row] = await db
    .select({ start: ledgerYears.start, end: ledgerYears.end })
    .from(ledgerYears)
    .where(and(eq(ledgerYears.companyId, companyId), lte(ledgerYears.start, date)))
    .orderBy(desc(ledgerYears.start))
    .limit(1);
  return row && row.end >= date ? row : undefined;
}

export async function nextNumber(db: Db, companyId: number, yearStart: string, series: string) {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select coalesce(max(case when number ~ '^[0-9]+$' then number::bigint end), 0) + 1 as n
      from ledger_vouchers
      where company_id = ${companyId} and year_start = ${yearStart}::date and series = ${series}`),
  );
  return String(row?.n ?? 1);
}

/**
 * Books the reversal of `duplicate` in our ledger: its rows with debit and credit swapped, as
 * booked by this product (`origin` portal, `reverses` the duplicate), then rebuilds the year's
 * movements per month and cash flows so statements see it. Should the source already have
 * given us that series and number (a refresh after the accounting system took it), the voucher
 * read is made the reversal.
 */
export async function bookReversalInLedger(
  db: Db,
  companyId: number,
  duplicate: VoucherWithRows,
  reversal: {
    series: string;
    number: string;
    date: string;
    text: string;
    sourceRef: string | null;
  },
  year: { start: string; end: string },
): Promise<number> {
  const amount = duplicate.rows.reduce((s, r) => s + Math.max(-r.amount, 0), 0);
  const [head] = await db
    .insert(ledgerVouchers)
    .values({
      companyId,
      yearStart: year.start,
      ...reversal,
      amount,
      origin: 'portal',
      reverses: duplicate.id,
    })
    .onConflictDoUpdate({
      target: [
        ledgerVouchers.companyId,
        ledgerVouchers.yearStart,
        ledgerVouchers.series,
        ledgerVouchers.number,
      ],
      set: { origin: 'portal', reverses: duplicate.id, sourceRef: reversal.sourceRef },
    })
    .returning({ id: ledgerVouchers.id });
  const id = head!.id;
  await db.delete(ledgerTransactions).where(eq(ledgerTransactions.voucherId, id));
  await db.insert(ledgerTransactions).values(
    duplicate.rows.map((r) => ({
      voucherId: id,
      companyId,
      date: reversal.date,
      account: r.account,
      amount: -r.amount,
      objects: r.objects,
      text: r.text,
    })),
  );
  await rebuildLedgerMonths(db, companyId, year, true);
  return id;
}
