import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { catalogItems } from '../../db/schema/catalog';
import { companies, companyMemberships } from '../../db/schema/companies';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import type { BilledPeriod } from './billing-cycle';

const app = alias(catalogItems, 'app');
const ledger = alias(catalogItems, 'ledger');

/** A company's subscriptions with their catalogue names and the app's prices per interval. */
export async function subscriptionsWithPrices(db: Db, companyId: number) {
  return db
    .select({
      subscription: subscriptions,
      applicationName: app.name,
      accountingName: ledger.name,
      prices: app.prices,
    })
    .from(subscriptions)
    .leftJoin(app, and(eq(app.kind, 'app'), eq(app.slug, subscriptions.application)))
    .leftJoin(ledger, and(eq(ledger.kind, 'accounting'), eq(ledger.slug, subscriptions.accounting)))
    .where(and(eq(subscriptions.companyId, companyId), sql`${subscriptions.purgedAt} IS NULL`))
    .orderBy(asc(subscriptions.id));
}
export type PricedSubscription = Awaited<ReturnType<typeof subscriptionsWithPrices>>[number];

type RowsOf<T> = { rows: T[] };

/** Per subscription of the company, the interval period its newest invoice line paid for. */
export async function lastBilledPeriods(db: Db, companyId: number) {
  const result = (await db.execute(sql`
    SELECT DISTINCT ON (sub) sub, period_start, months FROM (
      SELECT (l->>'subscriptionId')::int AS sub, l->>'periodStart' AS period_start,
        (l->>'months')::int AS months, i.period_start AS invoiced
      FROM invoices i, jsonb_array_elements(i.lines) l
      WHERE i.company_id = ${companyId} AND l->>'subscriptionId' IS NOT NULL
        AND l->>'periodStart' IS NOT NULL AND l->>'months' IS NOT NULL
    ) billed
    ORDER BY sub, invoiced DESC`)) as unknown as RowsOf<{
    sub: number;
    period_start: string;
    months: number;
  }>;
  return new Map<number, BilledPeriod>(
    result.rows.map((r) => [
      Number(r.sub),
      { periodStart: r.period_start, months: Number(r.months) },
    ]),
  );
}

export async function findCompanySubscription(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.companyId, companyId)));
  return row;
}

/** Moves the interval only if it is still what the caller saw (two owners at once). */
export async function updateInterval(db: Db, id: number, from: string, to: string) {
  const [row] = await db
    .update(subscriptions)
    .set({ paymentInterval: to })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.paymentInterval, from)))
    .returning();
  return row;
}

export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export type BillingColumns = Partial<
  Pick<
    typeof companies.$inferInsert,
    'billingAddress' | 'addressLine1' | 'zipCode' | 'city' | 'invoiceEmail' | 'billingEmail'
  > & { mobilePhone: string }
>;

export async function updateBillingColumns(db: Db, companyId: number, set: BillingColumns) {
  const [row] = await db.update(companies).set(set).where(eq(companies.id, companyId)).returning();
  return row!;
}

/** The language of the company's first owner: the invoice is written in it. */
export async function ownerLocale(db: Db, companyId: number): Promise<'sv' | 'en'> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.role, 'Owner')))
    .orderBy(asc(companyMemberships.id))
    .limit(1);
  return row?.locale === 'en' ? 'en' : 'sv';
}
