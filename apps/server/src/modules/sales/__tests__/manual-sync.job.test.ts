import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicTasks } from '../../../db/schema/engine';
import { salesOrders } from '../../../db/schema/sales';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { JobPayloads } from '../../../jobs/queue';
import { insertConnection } from '../../engine/connections.repository';
import { noRules } from '../../engine/context';
import { queueElements } from '../../engine/scheduler';
import { handleElement } from '../../engine/sync.jobs';
import { orderItem, sale, scriptedApp } from '../../engine/__tests__/scripted';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a manual sync of several elements', () => {
  it('syncs each in one task, counts its progress, and one the shop no longer has fails alone', async () => {
    const owner = await createUser(t.ctx.db, {
      email: 'batch@test.se',
      companies: ['556300-0001'],
    });
    const companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
    const subscription = await insertSubscription(t.ctx.db, {
      companyId,
      application: 'shopify',
      accounting: 'sie',
      status: 'Active',
      startDate: '2026-11-01',
    });
    await insertConnection(t.ctx.db, {
      subscriptionId: subscription.id,
      side: 'app',
      connectorId: 'shopify',
      baseUrl: 'https://scripted.test',
    });
    const app = scriptedApp([
      orderItem(sale(1, '2026-11-03'), '2026-11-03T10:00:00Z'),
      orderItem(sale(2, '2026-11-04'), '2026-11-04T10:00:00Z'),
    ]);
    const deps = {
      registry: { apps: { shopify: app }, ledgers: {} },
      rules: async () => noRules,
      holder: 'test',
    };
    const task = await queueElements(
      t.ctx,
      subscription,
      [
        { kind: 'order', id: '1' },
        { kind: 'order', id: 'gone' },
        { kind: 'order', id: '2' },
      ],
      { trigger: 'manual' },
    );
    const job = t.queue.sent.at(-1)!;
    await handleElement(t.ctx, deps, job.data as JobPayloads['sync.element']);
    const [done] = await t.ctx.db.select().from(periodicTasks).where(eq(periodicTasks.id, task.id));
    expect(done!.status).toBe('success');
    expect(done!.counts).toEqual({ total: 3, done: 3, booked: 2, failed: 1 });
    const rows = await t.ctx.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.subscriptionId, subscription.id))
      .orderBy(asc(salesOrders.sourceId));
    expect(rows.map((r) => [r.orderNumber, r.syncStatus])).toEqual([
      ['#1001', 'Success'],
      ['#1002', 'Success'],
    ]);
  });
});
