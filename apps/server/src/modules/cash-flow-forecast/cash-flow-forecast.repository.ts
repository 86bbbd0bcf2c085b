import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { ledgerMonthTotals, ledgerYearBalances, ledgerYears } from '../../db/schema/ledger';
import { salesPayouts } from '../../db/schema/sales';
import { CASH_ACCOUNTS } from '../ledger/ledger-store.repository';
import type { CashTotal, LedgerYearSpan } from './cash-series';
import type { PayoutRecord } from './expected-payouts';

const isCash = (column: typeof ledgerMonthTotals.account | typeof ledgerYearBalances.account) =>
  between(column, CASH_ACCOUNTS.from, CASH_ACCOUNTS.to);

/** What the cash months are built from: the years, 19xx per month, 19xx's opening per year. */
export async function cashLedger(db: Db, companyId: number) {
  const years: LedgerYearSpan[] = await db
    .select({ start: ledgerYears.start, end: ledgerYears.end, detail: ledgerYears.detail })
    .from(ledgerYears)
    .where(eq(ledgerYears.companyId, companyId))
    .orderBy(asc(ledgerYears.start));
  const totals: CashTotal[] = (
    await db
      .select({
        month: ledgerMonthTotals.month,
        debit: sql<string>`sum(${ledgerMonthTotals.debit})`,
        credit: sql<string>`sum(${ledgerMonthTotals.credit})`,
      })
      .from(ledgerMonthTotals)
      .where(and(eq(ledgerMonthTotals.companyId, companyId), isCash(ledgerMonthTotals.account)))
      .groupBy(ledgerMonthTotals.month)
  ).map((r) => ({ month: r.month, debit: Number(r.debit), credit: Number(r.credit) }));
  const openings = await db
    .select({
      yearStart: ledgerYearBalances.yearStart,
      opening: sql<string>`sum(${ledgerYearBalances.opening})`,
    })
    .from(ledgerYearBalances)
    .where(and(eq(ledgerYearBalances.companyId, companyId), isCash(ledgerYearBalances.account)))
    .groupBy(ledgerYearBalances.yearStart);
  return {
    years,
    totals,
    openings: new Map(openings.map((o) => [o.yearStart, Number(o.opening)])),
  };
}

/** The payouts the engine read from the company's payment providers, each once. */
export async function payoutRecords(db: Db, companyId: number): Promise<PayoutRecord[]> {
  // a payout read again (a sync retried) is one payout: its latest reading counts
  const rows = await db
    .selectDistinctOn([salesPayouts.source, salesPayouts.payoutId], {
      provider: salesPayouts.source,
      date: salesPayouts.paymentDate,
      currency: salesPayouts.currency,
      amount: salesPayouts.amount,
    })
    .from(salesPayouts)
    .where(eq(salesPayouts.companyId, companyId))
    .orderBy(asc(salesPayouts.source), asc(salesPayouts.payoutId), desc(salesPayouts.updatedAt));
  return rows.map((r) => ({ ...r, currency: r.currency.toUpperCase() }));
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}
