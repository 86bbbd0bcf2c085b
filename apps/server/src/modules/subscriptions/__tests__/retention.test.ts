import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogs,
  bookedDocuments,
  connections,
  periodicTasks,
  stagedSales,
  webhookDeliveries,
} from '../../../db/schema/engine';
import { subscriptions } from '../../../db/schema/subscriptions';
import { syncEntries } from '../../../db/schema/sync';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertConnection } from '../../engine/connections.repository';
import { keepBooked } from '../../reconciliation/booked.repository';
import { companiesOfUser } from '../../users/users.repository';
import { purgeCancelledSubscriptions } from '../retention.job';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.db, { email: 'keep@owner.se', companies: ['556400-0001'] });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
});
afterAll(() => t.close());

/** A subscription with one row of everything it can keep. */
async function withData(status: string, purgeAfter: Date | null) {
  const subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting: 'fortnox',
    status,
    startDate: '2026-10-01',
    purgeAfter,
    webhookSecret: 'whsec_keep',
  });
  const id = subscription.id;
  const connection = await insertConnection(t.ctx.db, {
    subscriptionId: id,
    side: 'app',
    connectorId: 'shopify',
    baseUrl: 'https://x.myshopify.com',
    credentials: { access_token: 'shpat_secret' },
  });
  const [entry] = await t.ctx.db
    .insert(syncEntries)
    .values({
      subscriptionId: id,
      companyId,
      source: 'shopify',
      sourceId: '1',
      kind: 'order',
      eventType: 'orders/create',
      elementType: 'e6',
      referenceNumber: '#1001',
      status: 'Success',
    })
    .returning();
  await t.ctx.db.insert(stagedSales).values({
    subscriptionId: id,
    syncEntryId: entry!.id,
    day: '2026-10-02',
    orderId: '1',
    sale: { customer: 'Anna Andersson' },
  });
  await t.ctx.db
    .insert(webhookDeliveries)
    .values({ subscriptionId: id, deliveryId: 'd1', topic: 'orders/create' });
  await t.ctx.db.insert(periodicTasks).values({
    name: 'sync_subscription',
    trigger: 'schedule',
    syncType: 'incremental',
    subscriptionId: id,
    companyId,
  });
  await t.ctx.db.insert(apiLogs).values({
    connectionId: connection.id,
    subscriptionId: id,
    connectorId: 'shopify',
    method: 'GET',
    url: '/orders',
    status: 200,
    durationMs: 5,
    attempt: 1,
  });
  await keepBooked(
    t.ctx.db,
    subscription,
    {
      type: 'voucher',
      date: '2026-10-02',
      description: 'Order 1001',
      currency: 'SEK',
      rows: [
        { account: '1580', debit: 100, credit: 0, description: '' },
        { account: '3001', debit: 0, credit: 100, description: '' },
      ],
    },
    `portal:${id}:shopify:order:1`,
    { reference: 'A 1', recovered: false },
  );
  return id;
}

async function counts(id: number) {
  const n = async (
    table:
      | typeof connections
      | typeof syncEntries
      | typeof stagedSales
      | typeof webhookDeliveries
      | typeof periodicTasks
      | typeof apiLogs
      | typeof bookedDocuments,
  ) =>
    (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.subscriptionId, id)))[0]!.n;
  return {
    connections: await n(connections),
    syncEntries: await n(syncEntries),
    stagedSales: await n(stagedSales),
    webhooks: await n(webhookDeliveries),
    tasks: await n(periodicTasks),
    apiLogs: await n(apiLogs),
    booked: await n(bookedDocuments),
  };
}

describe('the retention job (ADR 016)', () => {
  it('deletes a cancelled subscription’s data once its 30 days are over, and nothing else', async () => {
    const now = t.clock.now();
    const due = await withData('Cancelled', new Date(now.getTime() - 1000));
    const notYet = await withData('Cancelled', new Date(now.getTime() + 3600_000));
    const active = await withData('Active', null);
    const everything = {
      connections: 1,
      syncEntries: 1,
      stagedSales: 1,
      webhooks: 1,
      tasks: 1,
      apiLogs: 1,
      booked: 1,
    };

    expect(await purgeCancelledSubscriptions(t.ctx)).toEqual([due]);
    // credentials, cached elements and logs are gone; what was booked is the customer's
    expect(await counts(due)).toEqual({
      connections: 0,
      syncEntries: 0,
      stagedSales: 0,
      webhooks: 0,
      tasks: 0,
      apiLogs: 0,
      booked: 1,
    });
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, due));
    expect(row).toMatchObject({ status: 'Terminated', webhookSecret: null });
    expect(row!.purgedAt).toEqual(now);
    expect(await counts(notYet)).toEqual(everything);
    expect(await counts(active)).toEqual(everything);

    // a second pass finds nothing more to do
    expect(await purgeCancelledSubscriptions(t.ctx)).toEqual([]);
    t.clock.advance(2 * 3600);
    expect(await purgeCancelledSubscriptions(t.ctx)).toEqual([notYet]);
    expect(await counts(active)).toEqual(everything);
  });

  it('never purges one subscription twice when two workers run at once', async () => {
    const id = await withData('Cancelled', new Date(t.clock.now().getTime() - 1000));
    const [a, b] = await Promise.all([
      purgeCancelledSubscriptions(t.ctx),
      purgeCancelledSubscriptions(t.ctx),
    ]);
    expect([...a, ...b].filter((x) => x === id)).toEqual([id]);
  });
});
