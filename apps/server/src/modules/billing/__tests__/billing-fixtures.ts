import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checkouts } from '../../../db/schema/billing';
import { catalogItems } from '../../../db/schema/catalog';
import { companies } from '../../../db/schema/companies';
import { addCompanyMember } from '../../companies/companies.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { createUser } from '../../../test/fixtures';

/** öre excluding VAT; yearly = 12 × monthly − SEK 100 per month (SPEC §9). */
export const SHOPIFY = { monthly: 29_900, quarterly: 89_700, semiannual: 179_400, yearly: 238_800 };
export const STRIPE = { monthly: 19_900, quarterly: 59_700, semiannual: 119_400, yearly: 118_800 };

/** The catalogue rows billing reads, with known prices (whatever the reference seed holds). */
export async function seedBillingCatalog(db: Db) {
  const rows = [
    { kind: 'app', slug: 'shopify', name: 'Shopify', category: 'webshop', prices: SHOPIFY },
    { kind: 'app', slug: 'woocommerce', name: 'WooCommerce', category: 'webshop', prices: SHOPIFY },
    { kind: 'app', slug: 'stripe', name: 'Stripe', category: 'payment', prices: STRIPE },
    { kind: 'accounting', slug: 'fortnox', name: 'Fortnox', category: 'accounting', prices: {} },
    { kind: 'accounting', slug: 'sie', name: 'SIE 4 file', category: 'accounting', prices: {} },
  ];
  for (const row of rows) {
    await db
      .insert(catalogItems)
      .values(row)
      .onConflictDoUpdate({
        target: [catalogItems.kind, catalogItems.slug],
        set: { name: row.name, prices: row.prices },
      });
  }
}

let counter = 0;

/** An owner with one company (a billing address on it) and, optionally, a colleague in it. */
export async function ownerWithCompany(db: Db, prefix: string, locale: 'sv' | 'en' = 'sv') {
  counter += 1;
  const number = `5566${String(counter).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}`;
  const owner = await createUser(db, {
    email: `${prefix}@billing.test`,
    locale,
    companies: [number],
  });
  const [company] = await db
    .update(companies)
    .set({
      name: `${prefix} AB`,
      billingAddress: 'Kungsgatan 5',
      zipCode: '411 19',
      city: 'Göteborg',
      invoiceEmail: `faktura@${prefix}.test`,
    })
    .where(eq(companies.organizationNumber, number))
    .returning();
  return { owner, company: company! };
}

export async function colleagueIn(db: Db, email: string, companyId: number) {
  const user = await createUser(db, { email, role: 'Colleague' });
  await addCompanyMember(db, user.id, companyId, 'Colleague');
  return user;
}

export function subscriptionOf(
  db: Db,
  companyId: number,
  values: {
    application?: string;
    accounting?: string;
    interval?: string;
    activatedAt?: Date;
    status?: string;
  } = {},
) {
  return insertSubscription(db, {
    companyId,
    application: values.application ?? 'shopify',
    accounting: values.accounting ?? 'fortnox',
    status: values.status ?? 'Active',
    paymentInterval: values.interval ?? 'monthly',
    startDate: '2026-01-01',
    activatedAt: values.activatedAt ?? new Date('2026-01-10T10:00:00Z'),
  });
}

/** A history import paid through the checkout (what the checkout module writes once paid). */
export async function paidHistoryImport(
  db: Db,
  companyId: number,
  subscriptionId: number,
  paidAt: Date,
  net: number,
) {
  const vat = net / 4;
  const [row] = await db
    .insert(checkouts)
    .values({
      companyId,
      subscriptionId,
      purpose: 'history_import',
      months: net / SHOPIFY.monthly,
      startDate: '2026-01-01',
      description: 'Historikimport Shopify, 2 månader',
      amount: net + vat,
      vat,
      status: 'paid',
      paidAt,
    })
    .returning();
  return row!;
}
