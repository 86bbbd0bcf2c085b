import type { AddressInfo } from 'node:net';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import type { StripeSimulator } from '@portal/simulators/stripe/server';
import { eq } from 'drizzle-orm';
import { checkouts, invoices } from '../../../db/schema/billing';
import { catalogItems } from '../../../db/schema/catalog';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';

export const KEY = 'sk_test_portal_checkout';
export const SECRET = 'whsec_portal_checkout';
/** Shopify's monthly price in these tests, öre excluding VAT */
export const MONTHLY = 29_900;
/** the server's today (Stockholm): 2026-11-21; the free week starts 2026-11-14 */
export const TODAY = new Date('2026-11-21T10:00:00Z');

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CheckoutWorld {
  t: TestApp;
  sim: StripeSimulator;
  owner: { key: string; companyId: number; subscriptionId: number };
  other: { key: string; companyId: number; subscriptionId: number };
  close(): Promise<void>;
}

async function company(t: TestApp, email: string, number: string) {
  const user = await createUser(t.ctx.db, { email, companies: [number] });
  const companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  const subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting: 'fortnox',
    startDate: '2026-11-21',
  });
  return { key: await signIn(t.app, email), companyId, subscriptionId: subscription.id };
}

/**
 * The portal on a real port (the simulator delivers its webhooks over HTTP) with its checkout
 * pointed at a Stripe simulator, two companies with a Shopify subscription each, and the
 * catalogue's Shopify price set to a known one.
 */
export async function startCheckoutWorld(): Promise<CheckoutWorld> {
  const sim = await createStripeSimulator({ keys: [KEY], seed: 18 });
  const t = await createTestApp({
    stripe: { secretKey: KEY, webhookSecret: SECRET, apiBase: sim.url },
  });
  t.clock.set(TODAY);
  await t.ctx.db
    .insert(catalogItems)
    .values({
      kind: 'app',
      slug: 'shopify',
      name: 'Shopify',
      category: 'webshop',
      prices: { monthly: MONTHLY, quarterly: 3 * MONTHLY, semiannual: 6 * MONTHLY },
    })
    .onConflictDoUpdate({
      target: [catalogItems.kind, catalogItems.slug],
      set: { prices: { monthly: MONTHLY, quarterly: 3 * MONTHLY, semiannual: 6 * MONTHLY } },
    });
  const owner = await company(t, 'owner@checkout.test', '556100-0001');
  const other = await company(t, 'other@checkout.test', '556100-0002');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  sim.webhooks.register(`http://127.0.0.1:${port}/api/checkouts/webhook/`, SECRET);
  return {
    t,
    sim,
    owner,
    other,
    close: async () => {
      await sim.close();
      await t.close();
    },
  };
}

let invoiceNumber = 900_000;

/** An unpaid invoice of 1,000 kr + 25 % VAT. */
export async function insertInvoice(t: TestApp, companyId: number, periodStart: string) {
  const [row] = await t.ctx.db
    .insert(invoices)
    .values({
      companyId,
      number: ++invoiceNumber,
      invoiceDate: '2026-11-01',
      dueDate: '2026-12-01',
      periodStart,
      periodEnd: periodStart,
      net: 100_000,
      vat: 25_000,
      total: 125_000,
      amountDue: 125_000,
    })
    .returning();
  return row!;
}

export const invoiceOf = async (t: TestApp, id: number) =>
  (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

export const checkoutRows = (t: TestApp) => t.ctx.db.select().from(checkouts);

export function startCheckout(t: TestApp, key: string, payload: object, lang = 'en') {
  return call(t.app, { method: 'POST', url: '/api/checkouts/', key, lang, payload });
}

export function readCheckout(t: TestApp, key: string, id: number) {
  return call(t.app, { method: 'GET', url: `/api/checkouts/${id}/`, key, lang: 'en' });
}

/** The hosted page as the customer's browser uses it: a form post, redirects not followed. */
export async function payOnPage(url: string, card = '4242 4242 4242 4242') {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** The start date `days` before the tests' today. */
export const daysBack = (days: number) =>
  new Date(TODAY.getTime() - days * 86_400_000).toISOString().slice(0, 10);
