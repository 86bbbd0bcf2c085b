import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, SECRET, startStore } from './harness';
import type { Json } from './harness';

describe('WooCommerce simulator: access', () => {
  it('accepts Basic auth and consumer_key/consumer_secret query parameters', async () => {
    const { sim, get } = await startStore(1);
    expect((await get('orders')).status).toBe(200);
    const res = await fetch(
      `${sim.url}/wp-json/wc/v3/orders?consumer_key=${KEY}&consumer_secret=${SECRET}`,
    );
    expect(res.status).toBe(200);
  });

  it('refuses a wrong or revoked key with woocommerce_rest_authentication_error', async () => {
    const { sim, get } = await startStore(1);
    const wrong = `Basic ${Buffer.from(`${KEY}:nope`).toString('base64')}`;
    const refused = await get('orders', wrong);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
      data: { status: 401 },
    });
    expect((await get('orders', null)).status).toBe(401);
    sim.state.revoke(KEY);
    expect((await get('orders')).status).toBe(401);
  });
});

describe('WooCommerce simulator: faults', () => {
  it('answers 429 with Retry-After, then 5xx, then serves; counting every request', async () => {
    const { sim, get } = await startStore(1, { retryAfterSeconds: 3 });
    sim.faults.set({ tooManyRequests: { next: 1 } });
    const limited = await get('orders');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    sim.faults.set({ serverError: { next: 1, status: 503 } });
    expect((await get('orders')).status).toBe(503);
    expect((await get('orders')).status).toBe(200);
    expect(sim.requests()).toBe(3);
  });

  it('accepts a request and never answers when told to hang', async () => {
    const { sim } = await startStore(1);
    sim.faults.set({ timeout: { next: 1 } });
    const request = fetch(`${sim.url}/wp-json/wc/v3/orders`, { signal: AbortSignal.timeout(200) });
    await expect(request).rejects.toThrow();
  });
});

describe('WooCommerce simulator: webhooks', () => {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let close: (() => void) | undefined;
  afterEach(() => {
    close?.();
    received.length = 0;
  });

  async function receiver() {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  }

  it('pings, then posts signed order.created and order.updated deliveries', async () => {
    const address = await receiver();
    const { sim } = await startStore(0, {
      stores: [{ key: KEY, secret: SECRET, profile: 'plain' }],
    });
    sim.state.subscribeWebhooks(KEY, { address, secret: 'whsec' });
    const [order] = sim.state.addOrders(KEY, 1);
    sim.state.addRefund(KEY, order!.id);
    await sim.state.flushWebhooks();
    expect(received[0]!.body).toMatch(/^webhook_id=\d+$/);
    const deliveries = received.slice(1);
    expect(deliveries.map((d) => d.headers['x-wc-webhook-topic'])).toEqual([
      'order.created',
      'order.updated',
    ]);
    for (const d of deliveries) {
      const signature = createHmac('sha256', 'whsec').update(d.body).digest('base64');
      expect(d.headers['x-wc-webhook-signature']).toBe(signature);
      expect(d.headers['x-wc-webhook-resource']).toBe('order');
      expect((JSON.parse(d.body) as Json).id).toBe(order!.id);
    }
    expect(deliveries[0]!.headers['x-wc-webhook-delivery-id']).not.toBe(
      deliveries[1]!.headers['x-wc-webhook-delivery-id'],
    );
  });

  it('sends each delivery twice with the same delivery id when told to', async () => {
    const address = await receiver();
    const { sim } = await startStore(0, {
      stores: [{ key: KEY, secret: SECRET, profile: 'plain' }],
      duplicateWebhooks: true,
    });
    sim.state.subscribeWebhooks(KEY, { address, secret: 'whsec' });
    sim.state.addOrders(KEY, 1);
    await sim.state.flushWebhooks();
    const ids = received.slice(1).map((d) => d.headers['x-wc-webhook-delivery-id']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });
});
