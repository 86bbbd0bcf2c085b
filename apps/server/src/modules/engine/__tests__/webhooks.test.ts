import { createShopifySimulator } from '@portal/simulators/shopify/server';
import type { ShopifySimulator } from '@portal/simulators/shopify/server';
import { CONNECTORS } from '@portal/connectors/registry';
import { count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicTasks, webhookDeliveries } from '../../../db/schema/engine';
import { bookedVouchers, syncEntries } from '../../../db/schema/sync';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';
import { apiLogWriter } from '../api-log';
import { noRules } from '../context';
import { handleElement, handleRun } from '../sync.jobs';
import type { JobPayloads } from '../../../jobs/queue';

const TOKEN = 'shpat_webhooks';
const SECRET = 'whsec-shared-with-shopify';

let t: TestApp;
let sim: ShopifySimulator;
let subscription: SubscriptionRow;
let key = '';
const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'webhook-test' };

beforeAll(async () => {
  t = await createTestApp({
    sync: {
      intervalSeconds: 60,
      leaseSeconds: 30,
      sliceSeconds: 60,
      windowHours: 24,
      lagSeconds: 0,
      rateLimits: true,
    },
  });
  sim = await createShopifySimulator({
    shops: [{ token: TOKEN, orders: 0, history: false }],
    duplicateWebhooks: true,
    seed: 4,
  });
  const owner = await createUser(t.ctx.db, { email: 'hooks@shop.se', companies: ['556700-0001'] });
  const companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
  subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-11-14',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: subscription.id,
    side: 'app',
    connectorId: 'shopify',
    baseUrl: sim.url,
    credentials: { shop: 'butik', access_token: TOKEN, webhook_secret: SECRET },
  });
  key = await signIn(t.app, 'hooks@shop.se');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  sim.state.subscribeWebhooks(TOKEN, {
    address: `http://127.0.0.1:${port}/api/webhooks/${subscription.id}/`,
    secret: SECRET,
  });
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const total = async (table: typeof webhookDeliveries | typeof bookedVouchers) =>
  (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('webhooks', () => {
  it('refuses a delivery whose signature does not match, and records nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${subscription.id}/`,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-hmac-sha256': 'bm90IHRoZSByaWdodCBzaWduYXR1cmU=',
        'x-shopify-webhook-id': 'forged-1',
        'accept-language': 'en',
      },
      payload: JSON.stringify({ id: 1, name: '#1' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_signature',
      detail: 'The webhook signature does not match; the delivery was refused.',
    });
    expect(await total(webhookDeliveries)).toBe(0);
    expect(t.queue.sent).toHaveLength(0);
  });

  it('books an order once though Shopify delivers its webhook twice', async () => {
    sim.state.addOrders(TOKEN, 3);
    await sim.state.flushWebhooks();
    // 3 orders × (orders/create) each delivered twice: one delivery row and one job per order
    const deliveries = await t.ctx.db.select().from(webhookDeliveries);
    const jobs = t.queue.sent.filter((j) => j.name === 'sync.element');
    expect(new Set(deliveries.map((d) => d.deliveryId)).size).toBe(deliveries.length);
    expect(jobs.length).toBe(deliveries.length);
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const job of jobs) {
      await handleElement(t.ctx, deps, job.data as JobPayloads['sync.element']);
    }
    const entries = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(eq(syncEntries.subscriptionId, subscription.id));
    expect(entries.filter((e) => e.kind === 'order')).toHaveLength(3);
    expect(entries.every((e) => e.status === 'Success')).toBe(true);
    expect(await total(bookedVouchers)).toBe(3);
    const tasks = await t.ctx.db.select().from(periodicTasks);
    expect(tasks.every((task) => task.trigger === 'webhook' && task.status === 'success')).toBe(
      true,
    );

    // the sweep finds the same orders and books nothing more
    t.queue.sent.length = 0;
    t.clock.set(new Date(Date.now() + 1000)); // the orders were made on the simulator's real clock
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${subscription.id}/sync/`,
      key,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      name: 'sync_subscription',
      status: 'pending',
      trigger: 'manual',
    });
    const run = t.queue.sent.find((j) => j.name === 'sync.run')!;
    await handleRun(t.ctx, deps, run.data as JobPayloads['sync.run']);
    expect(await total(bookedVouchers)).toBe(3);
    const [task] = await t.ctx.db
      .select()
      .from(periodicTasks)
      .where(eq(periodicTasks.id, res.json().id));
    expect(task).toMatchObject({ status: 'success', syncType: 'backfill' });
    expect(task!.counts).toMatchObject({ duplicate: 3 });
  });

  it('keeps every provider call in the API log, secrets masked, for in-house staff', async () => {
    await apiLogWriter(t.ctx.db).flush();
    await createUser(t.ctx.db, { email: 'staff@portal.se', role: 'Inhouse' });
    const staff = await signIn(t.app, 'staff@portal.se');
    const res = await call(t.app, { url: '/api/api-logs/?connector_id=shopify', key: staff });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      count: number;
      results: { url: string; status: number; response_body: string }[];
    }>();
    expect(body.count).toBeGreaterThan(3);
    expect(body.results[0]!.url).toContain('/graphql.json');
    expect(JSON.stringify(body)).not.toContain(TOKEN);
    expect(JSON.stringify(body)).not.toContain(SECRET);
    const owner = await call(t.app, { url: '/api/api-logs/', key });
    expect(owner.statusCode).toBe(403);
  });

  it('lists the sync entries of the tenancy, and an element can be synced again by hand', async () => {
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/sync-entries/?status=Success',
      key,
    });
    expect(list.statusCode).toBe(403); // owners do not see the in-house report
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${subscription.id}/sync/element/`,
      key,
      payload: { kind: 'order', id: '' },
      lang: 'en',
    });
    expect(again.statusCode).toBe(400);
  });
});
