import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, invoices } from '../../db/schema/billing';
import type { CheckoutRow } from '../../db/schema/billing';
import { catalogItems } from '../../db/schema/catalog';
import { inCompanies } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';

export type NewCheckout = typeof checkouts.$inferInsert;

/**
 * The subscription's paid history import, for activation: how far back the paid imports reach
 * (the latest one's start date) and how many months were bought in all. Null when none is paid.
 */
export async function paidHistoryImport(
  db: Db,
  subscriptionId: number,
): Promise<{ months: number; startDate: string } | null> {
  const paid = and(
    eq(checkouts.subscriptionId, subscriptionId),
    eq(checkouts.purpose, 'history_import'),
    eq(checkouts.status, 'paid'),
  );
  const [latest] = await db
    .select({
      startDate: checkouts.startDate,
      months: sql<number>`(sum(${checkouts.months}) over ())::int`,
    })
    .from(checkouts)
    .where(paid)
    .orderBy(desc(checkouts.paidAt), desc(checkouts.id))
    .limit(1);
  if (!latest?.startDate) return null;
  return { months: Number(latest.months), startDate: latest.startDate };
}

export async function findScopedInvoice(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), inCompanies(scope, invoices.companyId)));
  return row;
}

/** The app's name and monthly price in öre excluding VAT, from the catalogue; null without one. */
export async function appMonthlyPrice(db: Db, slug: string) {
  const [row] = await db
    .select({ name: catalogItems.name, prices: catalogItems.prices })
    .from(catalogItems)
    .where(and(eq(catalogItems.kind, 'app'), eq(catalogItems.slug, slug)));
  const monthly = row?.prices.monthly;
  return row && typeof monthly === 'number' && Number.isSafeInteger(monthly) && monthly > 0
    ? { name: row.name, monthly }
    : null;
}

/** An open checkout of the same invoice or the same subscription's import, to reuse. */
export async function findOpenCheckout(
  db: Db,
  target:
    | { purpose: 'invoice'; invoiceId: number }
    | { purpose: 'history_import'; subscriptionId: number },
) {
  const object =
    target.purpose === 'invoice'
      ? eq(checkouts.invoiceId, target.invoiceId)
      : eq(checkouts.subscriptionId, target.subscriptionId);
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.purpose, target.purpose), object, eq(checkouts.status, 'open')))
    .orderBy(desc(checkouts.id))
    .limit(1);
  return row;
}

export async function insertCheckout(db: Db, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  return row!;
}

export async function setCheckoutSession(db: Db, id: number, sessionId: string, url: string) {
  await db.update(checkouts).set({ sessionId, url }).where(eq(checkouts.id, id));
}

/** An open checkout that will not be paid: never started at the provider, or replaced. */
export async function cancelCheckout(db: Db, id: number) {
  await db
    .update(checkouts)
    .set({ status: 'cancelled', url: null })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')));
}

export async function findScopedCheckout(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), inCompanies(scope, checkouts.companyId)));
  return row;
}

export async function findCheckoutBySession(db: Db, sessionId: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.sessionId, sessionId));
  return row;
}

/**
 * Records the payment, once: the checkout becomes paid (from any other status: a payment the
 * provider took is never lost) and an invoice checkout pays its invoice, in one transaction.
 * Answers false when it was already paid (a second webhook, or webhook and return).
 */
export async function settlePaid(db: Db, id: number, paidAt: Date, payDate: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkouts)
      .set({ status: 'paid', paidAt, url: null })
      .where(and(eq(checkouts.id, id), ne(checkouts.status, 'paid')))
      .returning();
    if (!row) return false;
    if (row.purpose === 'invoice' && row.invoiceId !== null) {
      await tx
        .update(invoices)
        .set({ status: 'paid', amountDue: 0, payDate })
        .where(and(eq(invoices.id, row.invoiceId), eq(invoices.status, 'unpaid')));
    }
    return true;
  });
}

/** The session ran out unpaid: nothing is granted. Answers false when it was not open. */
export async function settleExpired(db: Db, id: number) {
  const rows = await db
    .update(checkouts)
    .set({ status: 'expired', url: null })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

export async function findCheckout(db: Db, id: number) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}
