import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const receivers: Array<() => void> = [];
afterEach(() => receivers.splice(0).forEach((close) => close()));

async function receiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receivers.push(() => server.close());
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    deliveries,
  };
}

const sign = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

describe('Shopify simulator webhooks', () => {
  it('posts orders/create signed with the shared secret, in the REST shape', async () => {
    const { sim } = await startSimulator();
    const hooks = await receiver();
    sim.state.subscribeWebhooks('shpat_a', { address: hooks.address, secret: 'hush' });
    const [order] = sim.state.addOrders('shpat_a', 1);
    await sim.state.flushWebhooks();
    expect(hooks.deliveries).toHaveLength(1);
    const [delivery] = hooks.deliveries;
    expect(delivery!.headers['x-shopify-topic']).toBe('orders/create');
    expect(delivery!.headers['x-shopify-hmac-sha256']).toBe(sign(delivery!.body, 'hush'));
    expect(delivery!.headers['x-shopify-shop-domain']).toMatch(/\.myshopify\.com$/);
    expect(delivery!.headers['x-shopify-webhook-id']).toBeTruthy();
    expect(delivery!.headers['x-shopify-triggered-at']).toBeTruthy();
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({ id: order!.id, name: `#${order!.number}`, taxes_included: true });
    expect(body.line_items.length).toBe(order!.lines.length);
  });

  it('posts refunds/create and orders/updated for a refund', async () => {
    const { sim } = await startSimulator();
    const hooks = await receiver();
    sim.state.subscribeWebhooks('shpat_a', { address: hooks.address, secret: 'hush' });
    const [order] = sim.state.addOrders('shpat_a', 1);
    const refund = sim.state.addRefund('shpat_a', order!.id);
    await sim.state.flushWebhooks();
    const topics = hooks.deliveries.map((d) => d.headers['x-shopify-topic']);
    expect(topics).toEqual(['orders/create', 'refunds/create', 'orders/updated']);
    expect(JSON.parse(hooks.deliveries[1]!.body)).toMatchObject({
      id: refund.id,
      order_id: order!.id,
    });
  });

  it('delivers each webhook twice with the same id when asked to', async () => {
    const { sim } = await startSimulator({ duplicateWebhooks: true });
    const hooks = await receiver();
    sim.state.subscribeWebhooks('shpat_a', { address: hooks.address, secret: 'hush' });
    sim.state.addOrders('shpat_a', 1);
    await sim.state.flushWebhooks();
    expect(hooks.deliveries).toHaveLength(2);
    const [a, b] = hooks.deliveries;
    expect(a!.headers['x-shopify-webhook-id']).toBe(b!.headers['x-shopify-webhook-id']);
    expect(a!.body).toBe(b!.body);
  });

  it('ignores a receiver that is not there', async () => {
    const { sim } = await startSimulator();
    sim.state.subscribeWebhooks('shpat_a', { address: 'http://127.0.0.1:9/none', secret: 's' });
    sim.state.addOrders('shpat_a', 2);
    await expect(sim.state.flushWebhooks()).resolves.toBeUndefined();
  });
});
