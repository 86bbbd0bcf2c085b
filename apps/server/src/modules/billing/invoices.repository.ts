import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, invoices, numberSeries } from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';

export const INVOICE_SERIES = 'invoices';

/** Companies with something to bill for the month and no invoice for it yet. */
export async function companiesToInvoice(
  db: Db,
  periodStart: string,
  importsFrom: string,
  billedStatuses: string[],
) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${invoices} i WHERE i.company_id = ${companies.id}
            AND i.period_start = ${periodStart}::date)
        AND (EXISTS (SELECT 1 FROM ${subscriptions} s WHERE s.company_id = ${companies.id}
              AND s.status IN (${sql.join(billedStatuses, sql`, `)}))
          OR EXISTS (SELECT 1 FROM ${checkouts} k WHERE k.company_id = ${companies.id}
              AND k.purpose = 'history_import' AND k.status = 'paid'
              AND k.paid_at >= ${importsFrom}::date AND k.paid_at < ${periodStart}::date))`,
    )
    .orderBy(companies.id);
  return rows.map((r) => r.id);
}

/** History imports the company paid for through the checkout between two days. */
export async function paidImports(db: Db, companyId: number, from: string, to: string) {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.companyId, companyId),
        eq(checkouts.purpose, 'history_import'),
        eq(checkouts.status, 'paid'),
        gte(checkouts.paidAt, new Date(`${from}T00:00:00Z`)),
        lt(checkouts.paidAt, new Date(`${to}T00:00:00Z`)),
      ),
    )
    .orderBy(checkouts.id);
}

/**
 * The next invoice number, taken in the caller's transaction: the row stays locked until it
 * ends, so numbers are handed out one at a time, and a rollback gives the number back.
 */
export async function takeInvoiceNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .update(numberSeries)
    .set({ next: sql`${numberSeries.next} + 1` })
    .where(eq(numberSeries.name, INVOICE_SERIES))
    .returning({ next: numberSeries.next });
  if (!row) throw new Error(`number series '${INVOICE_SERIES}' is missing`);
  return row.next - 1;
}

/** Writes the invoice unless the company has one for the period; undefined when it had. */
export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert) {
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.companyId, invoices.periodStart] })
    .returning();
  return row;
}

export async function hasInvoiceFor(db: Db, companyId: number, periodStart: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.periodStart, periodStart)));
  return row !== undefined;
}

export interface InvoiceFilter {
  status?: 'paid' | 'unpaid';
  limit: number;
  offset: number;
}

export async function listCompanyInvoices(db: Db, companyId: number, filter: InvoiceFilter) {
  const where = and(
    eq(invoices.companyId, companyId),
    filter.status ? eq(invoices.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.periodStart), desc(invoices.number))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function findCompanyInvoice(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  return row;
}

/** Records an invoice as paid in full on a day. */
export async function markInvoicePaid(db: Db, id: number, payDate: string) {
  const [row] = await db
    .update(invoices)
    .set({ status: 'paid', payDate, amountDue: 0 })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}
