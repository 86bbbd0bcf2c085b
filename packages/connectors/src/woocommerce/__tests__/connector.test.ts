import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { computedTotal } from '../../model/sale';
import { isUnmapped } from '../../sdk/connector';
import type { SourceElement, SourceItem } from '../../sdk/connector';
import type { ApiLogEntry } from '../../sdk/log';
import { signBase64Hmac } from '../../sdk/webhooks';
import { sharedFixture } from '../../testing/shared-fixtures';
import { wooConnector } from '../connector';

const KEY = 'ck_test_key';
const SECRET = 'cs_test_secret';
const NOW = Date.UTC(2026, 10, 21, 12);
const everything = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function store(orders: number, profile: 'mixed' | 'plain' = 'mixed') {
  const clock = { ms: NOW };
  const sim = await createWooSimulator({
    stores: [{ key: KEY, secret: SECRET, orders, profile }],
    now: () => clock.ms,
    seed: 11,
  });
  closers.push(sim.close);
  const log: ApiLogEntry[] = [];
  const session = (secret = SECRET) =>
    wooConnector.open(
      { baseUrl: sim.url, credentials: { consumer_key: KEY, consumer_secret: secret } },
      { log: (entry) => log.push(entry), sleep: async () => {}, timeoutMs: 2_000 },
    );
  return { sim, clock, session, log };
}

async function collect(items: AsyncIterable<SourceItem>) {
  const all: SourceItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof ConnectorError ? error.code : String(error);
  }
}

const mapped = (items: SourceItem[]) => items.filter((i): i is SourceElement => !isUnmapped(i));

function saleOf(item: SourceItem | undefined) {
  if (!item || isUnmapped(item) || item.kind === 'payout') throw new Error('not a mapped sale');
  return item.sale;
}

describe('WooCommerce connector: changes', () => {
  it('reads a mixed store: paid orders and their refunds, each mapped and adding up', async () => {
    const { sim, session } = await store(80);
    const items = await collect(session().changes(everything));
    expect(items.filter(isUnmapped)).toEqual([]);
    const orders = mapped(items).filter((i) => i.kind === 'order');
    const refunds = mapped(items).filter((i) => i.kind === 'refund');
    const records = sim.state.stores.get(KEY)!.orders;
    const paid = records.filter((o) => o.paidAt !== null);
    expect(orders.map((o) => o.id).sort()).toEqual(paid.map((o) => String(o.id)).sort());
    expect(refunds.map((r) => r.id).sort()).toEqual(
      records.flatMap((o) => o.refunds.map((r) => String(r.id))).sort(),
    );
    expect(refunds.length).toBeGreaterThan(3);
    for (const item of [...orders, ...refunds]) {
      const sale = saleOf(item);
      expect(sale.warnings, `${item.kind} ${item.id}`).toEqual([]);
      expect(computedTotal(sale)).toBe(sale.total);
      expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const rates = new Set(orders.flatMap((o) => saleOf(o).lines).map((l) => l.vatRate));
    expect(rates).toEqual(new Set([25, 12, 6]));
    expect(new Set(orders.map((o) => saleOf(o).currency))).toEqual(new Set(['SEK', 'EUR']));
  });

  it('keeps since < updatedAt ≤ until, to the second', async () => {
    const { sim, clock, session } = await store(0, 'plain');
    const at = (s: number) => NOW + s * 1000;
    const [a] = sim.state.addOrders(KEY, 1, at(10));
    const [b] = sim.state.addOrders(KEY, 1, at(20));
    const [c] = sim.state.addOrders(KEY, 1, at(21));
    clock.ms = at(30);
    const window = { since: new Date(at(10)).toISOString(), until: new Date(at(20)).toISOString() };
    const ids = (await collect(session().changes(window))).map((i) => i.id);
    expect(ids).toEqual([String(b!.id)]);
    expect(ids).not.toContain(String(a!.id));
    expect(ids).not.toContain(String(c!.id));
  });

  it('counts in one request the paid orders changes would yield, in the same window', async () => {
    const { session, log } = await store(80);
    const orders = (await collect(session().changes(everything))).filter((i) => i.kind === 'order');
    const before = log.length;
    expect(await session().countOrders!(everything)).toBe(orders.length);
    expect(log.length - before).toBe(1);
    const recent = { since: orders.at(-5)!.updatedAt, until: everything.until };
    const later = (await collect(session().changes(recent))).filter((i) => i.kind === 'order');
    expect(await session().countOrders!(recent)).toBe(later.length);
  });

  it('yields a refund made later with its order, in the window of the change', async () => {
    const { sim, clock, session } = await store(0, 'plain');
    const [order] = sim.state.addOrders(KEY, 1, NOW);
    clock.ms = NOW + 3_600_000;
    const refund = sim.state.addRefund(KEY, order!.id, { full: true })!;
    const window = {
      since: new Date(NOW + 1000).toISOString(),
      until: new Date(clock.ms).toISOString(),
    };
    const items = await collect(session().changes(window));
    expect(items.map((i) => [i.kind, i.id])).toEqual([
      ['order', String(order!.id)],
      ['refund', String(refund.id)],
    ]);
    const sale = saleOf(items[1]);
    expect(sale).toMatchObject({ kind: 'refund', reference: String(order!.id), currency: 'SEK' });
    expect(sale.total).toBe(refund.amount);
  });

  it('fetches one order or one refund again; a refund by "orderId/refundId" or with its order', async () => {
    const { sim, session } = await store(0, 'plain');
    const [order] = sim.state.addOrders(KEY, 1);
    const refund = sim.state.addRefund(KEY, order!.id)!;
    const s = session();
    expect(await s.element('order', String(order!.id))).toMatchObject({
      kind: 'order',
      id: String(order!.id),
    });
    expect(await s.element('refund', `${order!.id}/${refund.id}`)).toMatchObject({
      kind: 'refund',
      id: String(refund.id),
      sale: { total: refund.amount },
    });
    // the refund's own id, as `changes` yields it, with its order from what the engine read
    expect(
      await s.element('refund', String(refund.id), { orderId: String(order!.id) }),
    ).toMatchObject({ kind: 'refund', id: String(refund.id), sale: { total: refund.amount } });
    expect(await codeOf(s.element('refund', String(refund.id)))).toBe('validation');
    expect(await codeOf(s.element('order', '999999'))).toBe('not_found');
  });

  it('tests the credentials: auth for a wrong secret; secrets never reach the log', async () => {
    const { session, log } = await store(1, 'plain');
    await expect(session().test()).resolves.toBeUndefined();
    expect(await codeOf(session('cs_wrong').test())).toBe('auth');
    expect(JSON.stringify(log)).not.toContain(SECRET);
    expect(JSON.stringify(log)).not.toContain(KEY);
  });
});

describe('WooCommerce connector: elements it cannot map', () => {
  it("maps WooCommerce's documented order and reports a broken one as unmapped, going on", async () => {
    const text = readFileSync(sharedFixture('woocommerce', 'orders.md'), 'utf8');
    const documented = JSON.parse(/```json\n([\s\S]*?)```/.exec(text)![1]!) as Record<
      string,
      unknown
    >;
    const broken = { ...documented, id: 728, total: 'not money' };
    const next = { ...documented, id: 729 };
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([documented, broken, next]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => void server.close());
    const session = wooConnector.open({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      credentials: { consumer_key: KEY, consumer_secret: SECRET },
    });
    const items = await collect(session.changes(everything));
    expect(items.map((i) => [i.id, isUnmapped(i)])).toEqual([
      ['727', false],
      ['728', true],
      ['729', false],
    ]);
    expect(items[0]).toMatchObject({ updatedAt: '2017-03-22T19:28:08Z', sale: { total: 2935 } });
    expect((items[1] as { error: string }).error).toContain('not money');
  });
});

describe('WooCommerce connector: webhooks', () => {
  const hooks = wooConnector.webhooks!;
  const body = Buffer.from(JSON.stringify({ id: 42, date_modified_gmt: '2026-11-21T12:00:00' }));
  const headers = (signature: string) => ({
    'x-wc-webhook-topic': 'order.updated',
    'x-wc-webhook-signature': signature,
    'x-wc-webhook-delivery-id': '77',
  });

  it('accepts the right signature and refuses a wrong one or a changed body', () => {
    expect(hooks.secretField).toBe('webhook_secret');
    const signature = signBase64Hmac(body, 'whsec');
    expect(hooks.verify(headers(signature), body, 'whsec')).toBe(true);
    expect(hooks.verify(headers(signature), body, 'other')).toBe(false);
    expect(hooks.verify(headers(signature), Buffer.from(`${body} `), 'whsec')).toBe(false);
    expect(hooks.verify({}, body, 'whsec')).toBe(false);
  });

  it('hints at the order for order topics, nothing for others or the ping', () => {
    expect(hooks.hint(headers('x'), JSON.parse(body.toString()))).toEqual({
      deliveryId: '77',
      topic: 'order.updated',
      kind: 'order',
      id: '42',
    });
    expect(hooks.hint({ 'x-wc-webhook-topic': 'product.updated' }, { id: 1 })).toBeNull();
    const ping = Buffer.from('webhook_id=3');
    expect(hooks.verify({ 'x-wc-webhook-id': '3' }, ping, 'whsec')).toBe(true);
    expect(hooks.hint({ 'x-wc-webhook-id': '3' }, 'webhook_id=3')).toBeNull();
  });

  it("verifies the simulator's deliveries, duplicates carrying one delivery id", async () => {
    const received: { headers: Record<string, string | undefined>; raw: Buffer }[] = [];
    const server = createServer((req, res) => {
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => void server.close());
    const sim: WooSimulator = await createWooSimulator({
      stores: [{ key: KEY, secret: SECRET, profile: 'plain' }],
      duplicateWebhooks: true,
    });
    closers.unshift(sim.close);
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    sim.state.subscribeWebhooks(KEY, { address, secret: 'whsec' });
    const [order] = sim.state.addOrders(KEY, 1);
    await sim.state.flushWebhooks();
    const hints = received.map(({ headers, raw }) => {
      expect(hooks.verify(headers, raw, 'whsec')).toBe(true);
      const parsed: unknown = headers['content-type']?.includes('json')
        ? JSON.parse(raw.toString())
        : raw.toString();
      return hooks.hint(headers, parsed);
    });
    expect(hints[0]).toBeNull();
    expect(hints.slice(1)).toEqual([
      { deliveryId: '1', topic: 'order.created', kind: 'order', id: String(order!.id) },
      { deliveryId: '1', topic: 'order.created', kind: 'order', id: String(order!.id) },
    ]);
  });
});
