import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { restOrder } from '@portal/simulators/shopify/rest';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import type { ShopifySimulator } from '@portal/simulators/shopify/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { isUnmapped } from '../../sdk/connector';
import type { SourceElement, SourceItem } from '../../sdk/connector';
import { ShopifyGraphql, shopifyTransport } from '../client';
import { openShopify, shopifyConnector } from '../connector';
import { inTimeZone } from '../graphql/adapter';
import { ShopifyReads } from '../graphql/reads';
import type { OrderNode } from '../graphql/types';
import { mapShopifyOrder } from '../mapping/order';

const TOKEN = 'shpat_test';
const NOW = Date.UTC(2025, 2, 15, 12);
const WIDE = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

let sim: ShopifySimulator | undefined;
const cleanup: Array<() => void> = [];
afterEach(async () => {
  cleanup.splice(0).forEach((close) => close());
  await sim?.close();
  sim = undefined;
});

/** A simulator on a clock that moves only when the connector waits. */
async function connect(orders = 60) {
  const clock = { ms: NOW };
  sim = await createShopifySimulator({
    shops: [{ token: TOKEN, orders }],
    now: () => clock.ms,
    seed: 11,
  });
  const sleeps: number[] = [];
  const runtime = { sleep: async (ms: number) => void (sleeps.push(ms), (clock.ms += ms)) };
  const settings = { baseUrl: sim.url, credentials: { shop: 'butik', access_token: TOKEN } };
  return { sim, clock, sleeps, runtime, session: openShopify(settings, runtime), settings };
}

async function collect(items: AsyncIterable<SourceItem>) {
  const all: SourceItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const mappedOnly = (items: SourceItem[]) => items.filter((i): i is SourceElement => !isUnmapped(i));

describe('Shopify connector against the simulator', () => {
  it('maps every order as its REST twin maps, balanced, in the shop’s local date', async () => {
    const { sim, session } = await connect();
    const items = await collect(session.changes(WIDE));
    expect(items.filter(isUnmapped)).toEqual([]);
    const orders = mappedOnly(items).filter((i) => i.kind === 'order');
    expect(orders).toHaveLength(60);
    const shop = sim.state.shop(TOKEN)!;
    for (const item of orders) {
      if (item.kind === 'payout') continue;
      expect(item.sale.warnings).toEqual([]);
      const order = shop.orders.find((o) => String(o.id) === item.id)!;
      expect(item.sale.date).toBe(inTimeZone(order.processedAt, 'Europe/Stockholm').slice(0, 10));
      if (order.currency !== 'SEK') continue;
      // the REST shape Shopify's webhooks carry, through the same mapping; webhooks carry no
      // transactions, so only GraphQL knows the payment's reference and the gateway's own name
      const twin = mapShopifyOrder(restOrder(shop, order) as never);
      expect({ ...item.sale, date: '', payment: null }).toEqual({
        ...twin,
        date: '',
        payment: null,
      });
      const card = order.transactions.find((t) => t.gateway === 'shopify_payments');
      expect(item.sale.payment).toEqual(
        card
          ? { method: 'Shopify Payments', reference: `ch_${card.id.toString(36)}` }
          : { method: 'Gift card' },
      );
      expect(twin.payment?.method).toBe(card ? 'shopify_payments' : 'gift_card');
    }
  });

  it('keeps the buyer as a customer: id, e-mail and billing address', async () => {
    const { sim, session } = await connect(5);
    const items = mappedOnly(await collect(session.changes(WIDE)));
    const shop = sim.state.shop(TOKEN)!;
    for (const item of items) {
      if (item.kind !== 'order') continue;
      const order = shop.orders.find((o) => String(o.id) === item.id)!;
      const buyer = shop.customers.find((c) => c.id === order.customerId)!;
      expect(item.sale.customer).toEqual({
        name: `${buyer.firstName} ${buyer.lastName}`,
        email: buyer.email,
        id: String(buyer.id),
        address: {
          address1: buyer.address.address1,
          zip: buyer.address.zip,
          city: buyer.address.city,
          country: 'SE',
          phone: buyer.phone,
        },
      });
    }
  });

  it('yields refunds and payouts, balanced, and EUR orders in euro', async () => {
    const { session } = await connect();
    const items = mappedOnly(await collect(session.changes(WIDE)));
    const refunds = items.filter((i) => i.kind === 'refund');
    const payouts = items.filter((i) => i.kind === 'payout');
    expect(refunds.length).toBeGreaterThan(0);
    expect(payouts.length).toBeGreaterThan(0);
    for (const item of [...refunds, ...payouts]) {
      const warnings = item.kind === 'payout' ? item.payout.warnings : item.sale.warnings;
      expect(warnings).toEqual([]);
    }
    const euro = items.filter((i) => i.kind === 'order' && i.sale.currency === 'EUR');
    expect(euro.length).toBeGreaterThan(0);
    // booked in SEK at Shopify's own conversion: shop money over presentment money
    for (const item of euro) {
      if (item.kind !== 'order') continue;
      const node = item.raw as {
        totalPriceSet: { shopMoney: { amount: string }; presentmentMoney: { amount: string } };
      };
      const rate = Number(item.sale.rateToSek);
      const expected =
        Number(node.totalPriceSet.shopMoney.amount) /
        Number(node.totalPriceSet.presentmentMoney.amount);
      expect(rate).toBeGreaterThan(9);
      expect(Math.abs(rate - expected)).toBeLessThan(0.000001);
    }
    for (const payout of payouts) {
      if (payout.kind !== 'payout') continue;
      expect(payout.payout.currency).toBe('SEK');
      expect(payout.payout.transactions.length).toBeGreaterThan(0);
    }
  });

  it('reads only what changed in the window, and one element again by id', async () => {
    const { sim, clock, session } = await connect(5);
    const since = new Date(clock.ms).toISOString();
    clock.ms += 60_000;
    const [order] = sim.state.addOrders(TOKEN, 1);
    clock.ms += 60_000;
    const refund = sim.state.addRefund(TOKEN, order!.id, { full: true });
    const payout = sim.state.settle(TOKEN)!;
    const until = new Date(clock.ms).toISOString();
    const items = await collect(session.changes({ since, until }));
    expect(items.map((i) => `${i.kind}:${i.id}`)).toEqual([
      `order:${order!.id}`,
      `refund:${refund.id}`,
      `payout:${payout.id}`,
    ]);
    const again = await session.element('refund', String(refund.id));
    expect(again).toMatchObject({ kind: 'refund', id: String(refund.id) });
    expect((await session.element('order', String(order!.id))).id).toBe(String(order!.id));
    expect((await session.element('payout', String(payout.id))).kind).toBe('payout');
    await expect(session.element('order', '1')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('counts the orders updated in a window with one query, as changes reads them', async () => {
    const { sim, clock, session } = await connect(60);
    expect(await session.countOrders!(WIDE)).toBe(60);
    const since = new Date(clock.ms).toISOString();
    clock.ms += 60_000;
    sim.state.addOrders(TOKEN, 3);
    const window = { since, until: new Date(clock.ms).toISOString() };
    const before = sim.requests();
    expect(await session.countOrders!(window)).toBe(3);
    expect(sim.requests() - before).toBe(1);
    const orders = (await collect(session.changes(window))).filter((i) => i.kind === 'order');
    expect(orders).toHaveLength(3);
  });

  it('waits THROTTLED out for as long as the bucket needs', async () => {
    const { settings, sleeps, runtime } = await connect(5);
    const graphql = new ShopifyGraphql(
      shopifyTransport({ ...settings, accessToken: TOKEN }),
      runtime,
    );
    const heavy = `{ orders(first: 250) { nodes { id } } customers(first: 250) { nodes { id } }
      products(first: 250) { nodes { id } } b: orders(first: 239) { nodes { id } } }`;
    await graphql.query(heavy);
    await graphql.query(heavy);
    expect(sleeps).toEqual([1000]);
  });

  it('answers a bucket that never refills with rate_limited, and a refused query with validation', async () => {
    const { settings } = await connect(5);
    const graphql = new ShopifyGraphql(shopifyTransport({ ...settings, accessToken: TOKEN }), {
      retries: 2,
      sleep: async () => {},
    });
    const heavy = `{ orders(first: 250) { nodes { id } } customers(first: 250) { nodes { id } }
      products(first: 250) { nodes { id } } b: orders(first: 239) { nodes { id } } }`;
    await graphql.query(heavy);
    const throttled = await graphql.query(heavy).catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(ConnectorError);
    expect(throttled).toMatchObject({ code: 'rate_limited' });
    expect((throttled as ConnectorError).retryAfterSeconds).toBeGreaterThan(0);
    await expect(graphql.query('{ orders { nodes { id } } }')).rejects.toMatchObject({
      code: 'validation',
    });
  });

  it('tests the credentials: a revoked token is auth', async () => {
    const { sim, session } = await connect(1);
    await expect(session.test()).resolves.toBeUndefined();
    sim.state.revoke(TOKEN);
    await expect(session.test()).rejects.toMatchObject({ code: 'auth' });
  });

  it('yields an order it cannot map as unmapped, with the reason', () => {
    const reads = new ShopifyReads({} as ShopifyGraphql);
    const broken = { legacyResourceId: '7', updatedAt: '2025-01-01T00:00:00Z' } as OrderNode;
    const item = reads.orderItem(broken, 'Europe/Stockholm');
    expect(isUnmapped(item)).toBe(true);
    expect(item).toMatchObject({ kind: 'order', id: '7', error: expect.any(String) });
  });
});

describe('Shopify webhooks', () => {
  const { webhooks } = shopifyConnector;
  const body = Buffer.from(JSON.stringify({ id: 450789469, name: '#1001' }));
  const signature = createHmac('sha256', 'app-secret').update(body).digest('base64');

  it('verifies the signature over the raw body and refuses a wrong one', () => {
    expect(webhooks!.verify({ 'X-Shopify-Hmac-Sha256': signature }, body, 'app-secret')).toBe(true);
    expect(webhooks!.verify({ 'x-shopify-hmac-sha256': signature }, body, 'other')).toBe(false);
    expect(webhooks!.verify({}, body, 'app-secret')).toBe(false);
    const tampered = Buffer.from(body.toString().replace('1001', '1002'));
    expect(webhooks!.verify({ 'x-shopify-hmac-sha256': signature }, tampered, 'app-secret')).toBe(
      false,
    );
  });

  it('hints orders and refunds with the delivery id, and ignores other topics', () => {
    const headers = (topic: string) => ({
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': 'w-1',
    });
    expect(webhooks!.hint(headers('orders/paid'), { id: 5 })).toEqual({
      deliveryId: 'w-1',
      topic: 'orders/paid',
      kind: 'order',
      id: '5',
    });
    expect(webhooks!.hint(headers('refunds/create'), { id: 9, order_id: 5 })).toMatchObject({
      kind: 'refund',
      id: '9',
    });
    expect(webhooks!.hint(headers('products/update'), { id: 1 })).toBeNull();
  });

  it('accepts what the simulator sends and sees a duplicate delivery by its id', async () => {
    sim = await createShopifySimulator({
      shops: [{ token: TOKEN, orders: 0 }],
      duplicateWebhooks: true,
    });
    const hints: unknown[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const headers = req.headers as Record<string, string>;
        if (webhooks!.verify(headers, raw, 'app-secret')) {
          hints.push(webhooks!.hint(headers, JSON.parse(raw.toString())));
        }
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => server.close());
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    sim.state.subscribeWebhooks(TOKEN, { address, secret: 'app-secret' });
    const [order] = sim.state.addOrders(TOKEN, 1);
    await sim.state.flushWebhooks();
    expect(hints).toHaveLength(2);
    expect(hints[0]).toEqual(hints[1]);
    expect(hints[0]).toMatchObject({
      kind: 'order',
      id: String(order!.id),
      topic: 'orders/create',
    });
  });
});
