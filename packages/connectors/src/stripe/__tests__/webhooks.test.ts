import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { describe, expect, it } from 'vitest';
import { stripeWebhooks } from '../webhooks';

const SECRET = 'whsec_test_secret';
const event = {
  id: 'evt_1',
  object: 'event',
  type: 'payout.paid',
  data: { object: { id: 'po_1', object: 'payout' } },
};
const body = Buffer.from(JSON.stringify(event));
const now = () => Math.floor(Date.now() / 1000);
const sign = (payload: Buffer, t: number, secret = SECRET) =>
  `t=${t},v1=${createHmac('sha256', secret)
    .update(`${t}.${payload.toString('utf8')}`)
    .digest('hex')}`;

describe('Stripe webhooks', () => {
  it('accepts a fresh signature over the raw body', () => {
    expect(stripeWebhooks.verify({ 'Stripe-Signature': sign(body, now()) }, body, SECRET)).toBe(
      true,
    );
  });

  it('refuses a wrong secret, a changed body, a missing header and an expired signature', () => {
    const fresh = { 'stripe-signature': sign(body, now()) };
    expect(
      stripeWebhooks.verify({ 'stripe-signature': sign(body, now(), 'whsec_other') }, body, SECRET),
    ).toBe(false);
    expect(stripeWebhooks.verify(fresh, Buffer.from(`${body} `), SECRET)).toBe(false);
    expect(stripeWebhooks.verify({}, body, SECRET)).toBe(false);
    expect(stripeWebhooks.verify(fresh, body, '')).toBe(false);
    const stale = { 'stripe-signature': sign(body, now() - 301) };
    expect(stripeWebhooks.verify(stale, body, SECRET)).toBe(false);
  });

  it('hints at the payout with the event id as delivery id, and ignores other topics', () => {
    expect(stripeWebhooks.hint({}, event)).toEqual({
      deliveryId: 'evt_1',
      topic: 'payout.paid',
      kind: 'payout',
      id: 'po_1',
    });
    expect(stripeWebhooks.hint({}, { ...event, type: 'payout.updated' })?.id).toBe('po_1');
    expect(stripeWebhooks.hint({}, { ...event, type: 'charge.refunded' })).toBeNull();
    expect(stripeWebhooks.hint({}, null)).toBeNull();
  });

  it("verifies the simulator's deliveries, a redelivery carrying the same delivery id", async () => {
    const received: Array<{ headers: Record<string, string>; raw: Buffer }> = [];
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          headers: req.headers as Record<string, string>,
          raw: Buffer.concat(chunks),
        });
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const sim = await createStripeSimulator({ keys: ['sk_test_hooks'] });
    try {
      sim.webhooks.register(`http://127.0.0.1:${(hook.address() as AddressInfo).port}/`, SECRET);
      sim.state.charge({
        amount: 10_000,
        currency: 'sek',
        created: new Date(Date.now() - 3 * 86_400_000),
      });
      const payout = sim.state.payout(new Date());
      const paid = sim.state.events.find((e) => e.type === 'payout.paid')!;
      sim.webhooks.redeliver(paid.id);
      await sim.webhooks.flush();
      const hints = received
        .filter(({ headers, raw }) => stripeWebhooks.verify(headers, raw, SECRET))
        .map(({ headers, raw }) => stripeWebhooks.hint(headers, JSON.parse(raw.toString('utf8'))))
        .filter((hint) => hint !== null);
      expect(received.length).toBeGreaterThanOrEqual(4);
      expect(hints).toEqual([
        { deliveryId: paid.id, topic: 'payout.paid', kind: 'payout', id: payout.id },
        { deliveryId: paid.id, topic: 'payout.paid', kind: 'payout', id: payout.id },
      ]);
    } finally {
      await sim.close();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
