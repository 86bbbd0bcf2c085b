import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stripeSignature } from '../webhooks';
import { NOW, startStripe } from './harness';
import type { Json } from './harness';

const SESSION = {
  mode: 'payment',
  'line_items[0][price_data][currency]': 'sek',
  'line_items[0][price_data][unit_amount]': '37375',
  'line_items[0][price_data][product_data][name]': 'History import, 1 month',
  'line_items[0][quantity]': '1',
  success_url: 'http://portal.test/billing?checkout=7&session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://portal.test/billing?checkout=7&cancelled=1',
  client_reference_id: '7',
  'metadata[purpose]': 'history_import',
  'metadata[subscription_id]': '12',
  customer_email: 'owner@example.com',
};

/** The hosted page as a browser uses it: no key, form posts, redirects not followed. */
async function page(url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        }
      : {}),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A webhook endpoint that records what it is sent. */
async function receiver() {
  const received: { body: string; signature: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

describe('Stripe simulator Checkout Sessions', () => {
  it('creates an open, unpaid payment session with its hosted URL, and retrieves it', async () => {
    const { sim, post, get } = await startStripe();
    const created = await post('/v1/checkout/sessions', SESSION);
    expect(created.status).toBe(200);
    const session = created.body;
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 37375,
      currency: 'sek',
      client_reference_id: '7',
      metadata: { purpose: 'history_import', subscription_id: '12' },
      success_url: SESSION.success_url,
      cancel_url: SESSION.cancel_url,
      customer_email: 'owner@example.com',
      created: NOW / 1000,
      expires_at: NOW / 1000 + 86_400,
      url: `${sim.url}/checkout/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_\w+$/);
    expect((await get(`/v1/checkout/sessions/${session.id}`)).body).toEqual(session);
    expect((await get('/v1/checkout/sessions/cs_test_nope')).status).toBe(404);
  });

  it('refuses what Stripe refuses: other modes, no line items, expires_at out of range', async () => {
    const { post } = await startStripe();
    const refused = async (form: Record<string, string>, param: string) => {
      const res = await post('/v1/checkout/sessions', form);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param });
    };
    await refused({ ...SESSION, mode: 'subscription' }, 'mode');
    const { 'line_items[0][price_data][unit_amount]': _a, ...noAmount } = SESSION;
    await refused(noAmount, 'line_items[0][price_data][unit_amount]');
    await refused({ mode: 'payment', success_url: SESSION.success_url }, 'line_items');
    await refused({ ...SESSION, expires_at: String(NOW / 1000 + 60) }, 'expires_at');
    await refused({ ...SESSION, expires_at: String(NOW / 1000 + 2 * 86_400) }, 'expires_at');
    const ok = await post('/v1/checkout/sessions', {
      ...SESSION,
      expires_at: String(NOW / 1000 + 3600),
      'line_items[0][quantity]': '3',
    });
    expect(ok.body).toMatchObject({ expires_at: NOW / 1000 + 3600, amount_total: 3 * 37375 });
  });

  it('pays on the hosted page: complete and paid, a signed webhook, 303 to success_url', async () => {
    const { sim, post, get } = await startStripe({ now: Date.now });
    const hook = await receiver();
    sim.webhooks.register(hook.url, 'whsec_page');
    const session = (await post('/v1/checkout/sessions', SESSION)).body;

    const form = await page(session.url);
    expect(form.status).toBe(200);
    expect(form.html).toContain('<label for="card-number">Card number</label>');
    expect(form.html).toContain('value="4242 4242 4242 4242"');
    expect(form.html).toContain('SEK 373.75');
    expect(form.html).toContain('History import, 1 month');
    expect(form.html).not.toMatch(/<(script|link|img)\b/); // no external assets

    const paid = await page(session.url, { card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://portal.test/billing?checkout=7&session=${session.id}`);
    const after = (await get(`/v1/checkout/sessions/${session.id}`)).body;
    expect(after).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(after.payment_intent).toMatch(/^pi_/);

    await sim.webhooks.flush();
    expect(hook.received).toHaveLength(1);
    const [delivery] = hook.received;
    const event: Json = JSON.parse(delivery!.body);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    const t = Number(/t=(\d+)/.exec(delivery!.signature)![1]);
    expect(delivery!.signature).toBe(stripeSignature(delivery!.body, 'whsec_page', t));

    // paying twice is not possible: the page is gone
    expect((await page(session.url, { card_number: '4242424242424242' })).status).toBe(410);
  });

  it('declines 4000 0000 0000 0002 with the page again, and the session stays open', async () => {
    const { sim, post, get } = await startStripe();
    const session = (await post('/v1/checkout/sessions', SESSION)).body;
    const declined = await page(session.url, { card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('role="alert">Your card was declined.</p>');
    expect(declined.html).toContain('aria-invalid="true"');
    const invalid = await page(session.url, { card_number: '1234 5678' });
    expect(invalid.html).toContain('Your card number is invalid.');
    expect((await get(`/v1/checkout/sessions/${session.id}`)).body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    expect(sim.state.events.filter((e) => e.type.startsWith('checkout.'))).toEqual([]);
  });

  it('cancels back to cancel_url, leaving the session open', async () => {
    const { post, get } = await startStripe();
    const session = (await post('/v1/checkout/sessions', SESSION)).body;
    const cancelled = await page(`${session.url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(SESSION.cancel_url);
    expect((await get(`/v1/checkout/sessions/${session.id}`)).body.status).toBe('open');
  });

  it('expires by the API or when expires_at passes, with checkout.session.expired', async () => {
    const { sim, post, get, clock } = await startStripe();
    const first = (await post('/v1/checkout/sessions', SESSION)).body;
    const expired = await post(`/v1/checkout/sessions/${first.id}/expire`, {});
    expect(expired.body).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    expect((await post(`/v1/checkout/sessions/${first.id}/expire`, {})).status).toBe(400);
    expect((await page(first.url, { card_number: '4242424242424242' })).status).toBe(410);

    const second = (await post('/v1/checkout/sessions', SESSION)).body;
    clock.ms += 86_400_000;
    expect((await get(`/v1/checkout/sessions/${second.id}`)).body.status).toBe('expired');
    const types = sim.state.events.map((e) => e.type);
    expect(types).toEqual(['checkout.session.expired', 'checkout.session.expired']);
  });

  it('needs no API key for the hosted page but one for the API', async () => {
    const { sim, post, get } = await startStripe();
    const session = (await post('/v1/checkout/sessions', SESSION)).body;
    expect((await get(`/v1/checkout/sessions/${session.id}`, null)).status).toBe(401);
    expect((await page(session.url)).status).toBe(200);
    expect((await page(`${sim.url}/checkout/pay/cs_test_unknown`)).status).toBe(404);
  });
});
