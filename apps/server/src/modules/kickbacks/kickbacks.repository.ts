import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kickbackLines } from '../../db/schema/accountants';
import { firmPayouts } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type KickbackLineRow = typeof kickbackLines.$inferSelect;
export type NewKickbackLine = typeof kickbackLines.$inferInsert;

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * One computation at a time, across processes: the lines a run reads, writes and sums must not
 * interleave with another run's, or a payout could be summed without the other run's lines.
 */
export async function lockKickbacks(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kickback_lines'))`);
}

export interface PaidInvoice {
  invoice_id: number;
  company_id: number;
  firm_id: number;
  net: number;
  affiliate_type: 'discount' | 'kickback';
  tier: 'silver' | 'gold' | 'platinum';
}

/**
 * Paid invoices with a pay date in the month [from, to) of companies whose firm has an affiliate
 * agreement, that no line was computed for yet. The firm and agreement are those of today.
 */
export async function paidInvoicesWithoutLine(db: Db, from: string, to: string) {
  return rowsOf<PaidInvoice>(
    db.execute(sql`
    SELECT i.id AS invoice_id, i.company_id, f.id AS firm_id, i.net,
      f.affiliate_type, f.tier_plan AS tier
    FROM invoices i
    JOIN companies c ON c.id = i.company_id
    JOIN accounting_firms f ON f.id = c.accounting_firm_id
    WHERE i.status = 'paid' AND i.pay_date >= ${from}::date AND i.pay_date < ${to}::date
      AND f.affiliate_type IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM kickback_lines k WHERE k.invoice_id = i.id)
    ORDER BY i.id`),
  );
}

/** Writes the lines; an invoice that has one already is skipped. Returns those written. */
export async function insertLines(db: Db, lines: NewKickbackLine[]): Promise<KickbackLineRow[]> {
  if (!lines.length) return [];
  return db
    .insert(kickbackLines)
    .values(lines)
    .onConflictDoNothing({ target: kickbackLines.invoiceId })
    .returning();
}

/** Per kickback firm, the sum of its kickback lines of the month (öre). */
export async function kickbackSums(db: Db, period: string) {
  return db
    .select({
      firmId: kickbackLines.firmId,
      amount: sql<number>`sum(${kickbackLines.amount})::int`,
    })
    .from(kickbackLines)
    .where(and(eq(kickbackLines.period, period), eq(kickbackLines.affiliateType, 'kickback')))
    .groupBy(kickbackLines.firmId)
    .orderBy(asc(kickbackLines.firmId));
}

/**
 * The firm's one kickback payout of the month (unique index `firm_payouts_kickback_period_key`):
 * written pending, or brought to `amount` while still pending. A paid payout is never touched;
 * then nothing is returned.
 */
export async function upsertKickbackPayout(
  db: Db,
  values: { firmId: number; period: string; amount: number; date: string; now: Date },
) {
  const [row] = await db
    .insert(firmPayouts)
    .values({
      firmId: values.firmId,
      status: 'pending',
      amount: values.amount,
      date: values.date,
      source: 'kickback',
      period: values.period,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [firmPayouts.firmId, firmPayouts.period],
      targetWhere: sql`source = 'kickback'`,
      set: { amount: values.amount, updatedAt: values.now },
      setWhere: sql`${firmPayouts.status} = 'pending' AND ${firmPayouts.amount} <> ${values.amount}`,
    })
    .returning();
  return row;
}

export async function findKickbackPayout(db: Db, firmId: number, period: string) {
  const [row] = await db
    .select()
    .from(firmPayouts)
    .where(
      and(
        eq(firmPayouts.firmId, firmId),
        eq(firmPayouts.period, period),
        eq(firmPayouts.source, 'kickback'),
      ),
    );
  return row;
}

/** Active in-house staff: they pay the firms, so they hear of lines a paid payout missed. */
export async function inhouseStaff(db: Db) {
  return db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'Inhouse'), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

export async function firmName(db: Db, firmId: number) {
  const [row] = await rowsOf<{ name: string }>(
    db.execute(sql`SELECT name FROM accounting_firms WHERE id = ${firmId}`),
  );
  return row?.name ?? '';
}
