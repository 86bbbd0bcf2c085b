import { stripeSignature } from '@portal/simulators/stripe/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { paidHistoryImport } from '../checkout.repository';
import {
  checkoutRows,
  daysBack,
  insertInvoice,
  invoiceOf,
  payOnPage,
  readCheckout,
  SECRET,
  startCheckout,
  startCheckoutWorld,
} from './checkout-world';
import type { CheckoutWorld, Json } from './checkout-world';

let w: CheckoutWorld;

beforeAll(async () => {
  w = await startCheckoutWorld();
});
afterAll(() => w.close());

const importOf = (subscriptionId: number, days: number) => ({
  purpose: 'history_import',
  subscription_id: subscriptionId,
  start_date: daysBack(days),
});

const sessionOf = (id: string) => w.sim.state.checkout.get(id).session;
const sessionIdOf = (url: string) => url.split('/').pop()!;

describe('POST /api/checkouts/ for a history import', () => {
  it('prices 30 days back as one month + 25 % VAT on the server, ignoring a sent amount', async () => {
    const { key, subscriptionId, companyId } = w.owner;
    const res = await startCheckout(w.t, key, {
      ...importOf(subscriptionId, 30),
      amount: '1.00',
      months: 0,
    });
    expect(res.statusCode).toBe(201);
    const checkout: Json = res.json();
    expect(checkout).toMatchObject({
      purpose: 'history_import',
      company_id: companyId,
      subscription_id: subscriptionId,
      invoice_id: null,
      months: 1,
      start_date: daysBack(30),
      description: `History import Shopify, 1 mo. from ${daysBack(30)} (VAT incl.)`,
      amount: '373.75',
      vat: '74.75',
      status: 'open',
      paid_at: null,
    });
    expect(checkout.url).toMatch(new RegExp(`^${w.sim.url}/checkout/pay/cs_test_`));
    const session = sessionOf(sessionIdOf(checkout.url));
    expect(session).toMatchObject({
      amount_total: 37_375,
      currency: 'sek',
      client_reference_id: String(checkout.id),
      metadata: { purpose: 'history_import', subscription_id: String(subscriptionId) },
      success_url: `http://portal.test/app-settings/${subscriptionId}?tab=activate&checkout=${checkout.id}`,
      cancel_url: `http://portal.test/app-settings/${subscriptionId}?tab=activate&checkout=${checkout.id}&cancelled=1`,
    });
    // asked again: the open checkout is reused, no second session
    const again = await startCheckout(w.t, key, importOf(subscriptionId, 30));
    expect(again.json()).toMatchObject({ id: checkout.id, url: checkout.url });

    // further back costs two months; the one-month checkout is expired and replaced
    const two = await startCheckout(w.t, key, importOf(subscriptionId, 40));
    expect(two.json()).toMatchObject({ months: 2, amount: '747.50', vat: '149.50' });
    expect(sessionOf(sessionIdOf(checkout.url)).status).toBe('expired');
    expect((await readCheckout(w.t, key, checkout.id)).json().status).toBe('cancelled');
  });

  it('answers 400 inside the free week, in the caller language, and starts nothing', async () => {
    const before = (await checkoutRows(w.t)).length;
    for (const [lang, text] of [
      ['en', 'Importing up to 7 days back is free – no payment needed.'],
      ['sv', 'Import upp till 7 dagar bakåt är gratis – ingen betalning behövs.'],
    ] as const) {
      const res = await startCheckout(w.t, w.owner.key, importOf(w.owner.subscriptionId, 7), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'validation_error', errors: { start_date: [text] } });
    }
    const future = await startCheckout(w.t, w.owner.key, importOf(w.owner.subscriptionId, -3));
    expect(future.statusCode).toBe(400);
    const ancient = await startCheckout(w.t, w.owner.key, {
      ...importOf(w.owner.subscriptionId, 0),
      start_date: '1990-01-01',
    });
    expect(ancient.statusCode).toBe(400);
    expect((await checkoutRows(w.t)).length).toBe(before);
  });

  it('refuses to price an app the catalogue has no monthly price for', async () => {
    const row = await insertSubscription(w.t.ctx.db, {
      companyId: w.owner.companyId,
      application: 'unlisted-shop',
      accounting: 'sie',
      startDate: '2026-11-21',
    });
    const res = await startCheckout(w.t, w.owner.key, importOf(row.id, 30));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'The app has no monthly price in the catalogue, so the import cannot be priced.',
    );
  });

  it("answers 404 for another company's subscription and checkout", async () => {
    const res = await startCheckout(w.t, w.owner.key, importOf(w.other.subscriptionId, 30));
    expect(res.statusCode).toBe(404);
    const theirs = await startCheckout(w.t, w.other.key, importOf(w.other.subscriptionId, 30));
    expect(theirs.statusCode).toBe(201);
    expect((await readCheckout(w.t, w.owner.key, theirs.json().id)).statusCode).toBe(404);
  });
});

describe('paying a history import', () => {
  it('pays on the hosted page; the webhook, delivered twice, records one payment', async () => {
    const { key, subscriptionId } = w.owner;
    const checkout: Json = (await startCheckout(w.t, key, importOf(subscriptionId, 40))).json();
    w.sim.webhooks.setDuplicate(true);
    const paid = await payOnPage(checkout.url);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `http://portal.test/app-settings/${subscriptionId}?tab=activate&checkout=${checkout.id}`,
    );
    await w.sim.webhooks.flush();
    w.sim.webhooks.setDuplicate(false);
    const rows = (await checkoutRows(w.t)).filter((r) => r.subscriptionId === subscriptionId);
    expect(rows.filter((r) => r.status === 'paid').map((r) => r.id)).toEqual([checkout.id]);
    const read = (await readCheckout(w.t, key, checkout.id)).json();
    expect(read).toMatchObject({ status: 'paid', url: null });
    expect(read.paid_at).toBe(new Date('2026-11-21T10:00:00Z').toISOString());
    expect(await paidHistoryImport(w.t.ctx.db, subscriptionId)).toEqual({
      months: 2,
      startDate: daysBack(40),
    });

    // the same event once more (Stripe retries): acknowledged as a duplicate, nothing changes
    const event = w.sim.state.events.find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        (e.data.object as Json).id === sessionIdOf(checkout.url),
    )!;
    const body = JSON.stringify(event);
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/checkouts/webhook/',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, SECRET, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(again.json()).toEqual({ accepted: true, duplicate: true });
    expect((await readCheckout(w.t, key, checkout.id)).json().paid_at).toBe(read.paid_at);

    // what is paid is not sold again; only going further back costs more
    const same = await startCheckout(w.t, key, importOf(subscriptionId, 35));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.start_date).toEqual(['The import from that date is already paid.']);
    // 100 days back is four months started, two of them paid
    const further = await startCheckout(w.t, key, importOf(subscriptionId, 100));
    expect(further.json()).toMatchObject({ months: 2, amount: '747.50' });
  });

  it('settles on return (GET) when no webhook arrives', async () => {
    const { key, subscriptionId } = w.other;
    const checkout: Json = (await startCheckout(w.t, key, importOf(subscriptionId, 30))).json();
    w.t.ctx.config.stripe.webhookSecret = 'whsec_not_the_one'; // every delivery is refused
    try {
      expect((await payOnPage(checkout.url)).status).toBe(303);
      await w.sim.webhooks.flush();
      expect(await paidHistoryImport(w.t.ctx.db, subscriptionId)).toBeNull();
      const read = await readCheckout(w.t, key, checkout.id);
      expect(read.json()).toMatchObject({ status: 'paid', months: 1 });
      expect(await paidHistoryImport(w.t.ctx.db, subscriptionId)).toEqual({
        months: 1,
        startDate: daysBack(30),
      });
    } finally {
      w.t.ctx.config.stripe.webhookSecret = SECRET;
    }
  });

  it('keeps a declined card open and grants nothing', async () => {
    const { subscription } = await newSubscription();
    const checkout: Json = (
      await startCheckout(w.t, w.owner.key, importOf(subscription, 30))
    ).json();
    const declined = await payOnPage(checkout.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    await w.sim.webhooks.flush();
    expect((await readCheckout(w.t, w.owner.key, checkout.id)).json()).toMatchObject({
      status: 'open',
      paid_at: null,
      url: checkout.url,
    });
    expect(await paidHistoryImport(w.t.ctx.db, subscription)).toBeNull();
  });

  it('marks an expired session expired and grants nothing', async () => {
    const { subscription } = await newSubscription();
    const checkout: Json = (
      await startCheckout(w.t, w.owner.key, importOf(subscription, 30))
    ).json();
    const expired = await fetch(
      `${w.sim.url}/v1/checkout/sessions/${sessionIdOf(checkout.url)}/expire`,
      { method: 'POST', headers: { authorization: `Bearer ${w.t.ctx.config.stripe.secretKey}` } },
    );
    expect(expired.status).toBe(200);
    await w.sim.webhooks.flush();
    const read = (await readCheckout(w.t, w.owner.key, checkout.id)).json();
    expect(read).toMatchObject({ status: 'expired', url: null, paid_at: null });
    expect(await paidHistoryImport(w.t.ctx.db, subscription)).toBeNull();
    // a new checkout can be started for it
    const next = await startCheckout(w.t, w.owner.key, importOf(subscription, 30));
    expect(next.json().id).not.toBe(checkout.id);
  });

  it('does not send the customer to a session that expired unseen: a new one starts', async () => {
    const { subscription } = await newSubscription();
    const first: Json = (await startCheckout(w.t, w.owner.key, importOf(subscription, 30))).json();
    w.t.ctx.config.stripe.webhookSecret = 'whsec_not_the_one'; // the expiry's webhook is lost
    try {
      await fetch(`${w.sim.url}/v1/checkout/sessions/${sessionIdOf(first.url)}/expire`, {
        method: 'POST',
        headers: { authorization: `Bearer ${w.t.ctx.config.stripe.secretKey}` },
      });
      await w.sim.webhooks.flush();
    } finally {
      w.t.ctx.config.stripe.webhookSecret = SECRET;
    }
    const next: Json = (await startCheckout(w.t, w.owner.key, importOf(subscription, 30))).json();
    expect(next.id).not.toBe(first.id);
    expect(sessionOf(sessionIdOf(next.url)).status).toBe('open');
    expect((await readCheckout(w.t, w.owner.key, first.id)).json().status).toBe('expired');
  });
});

/** A fresh Shopify subscription of the owner's company (each test its own import). */
async function newSubscription() {
  const row = await insertSubscription(w.t.ctx.db, {
    companyId: w.owner.companyId,
    application: 'shopify',
    accounting: 'sie',
    startDate: '2026-11-21',
  });
  return { subscription: row.id };
}

describe('paying an invoice', () => {
  it('charges the amount due and marks the invoice paid on payment', async () => {
    const invoice = await insertInvoice(w.t, w.owner.companyId, '2026-10-01');
    const res = await startCheckout(w.t, w.owner.key, {
      purpose: 'invoice',
      invoice_id: invoice.id,
    });
    expect(res.statusCode).toBe(201);
    const checkout: Json = res.json();
    expect(checkout).toMatchObject({ amount: '1250.00', vat: '250.00', invoice_id: invoice.id });
    expect(sessionOf(sessionIdOf(checkout.url))).toMatchObject({
      amount_total: 125_000,
      success_url: `http://portal.test/billing?checkout=${checkout.id}`,
      cancel_url: `http://portal.test/billing?checkout=${checkout.id}&cancelled=1`,
    });
    expect((await invoiceOf(w.t, invoice.id)).status).toBe('unpaid');
    await payOnPage(checkout.url);
    await w.sim.webhooks.flush();
    expect(await invoiceOf(w.t, invoice.id)).toMatchObject({
      status: 'paid',
      amountDue: 0,
      payDate: '2026-11-21',
    });
    const again = await startCheckout(w.t, w.owner.key, {
      purpose: 'invoice',
      invoice_id: invoice.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.invoice_id).toEqual(['The invoice is already paid.']);
  });

  it("answers 404 for another company's invoice and one that does not exist", async () => {
    const theirs = await insertInvoice(w.t, w.other.companyId, '2026-09-01');
    for (const id of [theirs.id, 999_999]) {
      const res = await startCheckout(w.t, w.owner.key, { purpose: 'invoice', invoice_id: id });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the checkout webhook', () => {
  const deliver = (body: string, signature?: string) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/checkouts/webhook/',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });

  it('refuses forged, stale and unsigned events and grants nothing', async () => {
    const invoice = await insertInvoice(w.t, w.owner.companyId, '2026-08-01');
    const checkout: Json = (
      await startCheckout(w.t, w.owner.key, { purpose: 'invoice', invoice_id: invoice.id })
    ).json();
    const session = {
      ...sessionOf(sessionIdOf(checkout.url)),
      status: 'complete',
      payment_status: 'paid',
    };
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(body, stripeSignature(body, 'whsec_wrong', now))).statusCode).toBe(401);
    expect((await deliver(body, stripeSignature(body, SECRET, now - 600))).statusCode).toBe(401);
    const unsigned = await deliver(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('invalid_signature');
    // signed, but for another amount than the checkout's: not this payment
    const cheap = JSON.stringify({
      id: 'evt_cheap',
      type: 'checkout.session.completed',
      data: { object: { ...session, amount_total: 100 } },
    });
    expect((await deliver(cheap, stripeSignature(cheap, SECRET, now))).json()).toEqual({
      accepted: true,
      duplicate: true,
    });
    expect((await readCheckout(w.t, w.owner.key, checkout.id)).json().status).toBe('open');
    expect((await invoiceOf(w.t, invoice.id)).status).toBe('unpaid');
  });
});

describe('without a Stripe key', () => {
  it('answers 503 "card payments are not configured" and starts nothing', async () => {
    const invoice = await insertInvoice(w.t, w.owner.companyId, '2026-07-01');
    const key = w.t.ctx.config.stripe.secretKey;
    w.t.ctx.config.stripe.secretKey = undefined;
    try {
      const res = await startCheckout(w.t, w.owner.key, {
        purpose: 'invoice',
        invoice_id: invoice.id,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'payments_unavailable',
        detail: 'Card payments are not configured in the portal. Please contact support.',
      });
    } finally {
      w.t.ctx.config.stripe.secretKey = key;
    }
    const rows = await checkoutRows(w.t);
    expect(rows.some((r) => r.invoiceId === invoice.id)).toBe(false);
  });
});
