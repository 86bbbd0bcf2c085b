import { CONNECTORS } from '@portal/connectors/registry';
import { stripeSignature } from '@portal/simulators/stripe/webhooks';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import type { StripeSimulator } from '@portal/simulators/stripe/server';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../db/schema/engine';
import { bookedVouchers, syncEntries } from '../../../db/schema/sync';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import type { JobPayloads } from '../../../jobs/queue';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';
import { noRules } from '../context';
import { handleElement } from '../sync.jobs';

const KEY = 'sk_test_hooks';
const SECRET = 'whsec_hooks';

let t: TestApp;
let sim: StripeSimulator;
let subscription: SubscriptionRow;
const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'stripe-hooks' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date());
  sim = await createStripeSimulator({ keys: [KEY], seed: 5 });
  const owner = await createUser(t.ctx.db, {
    email: 'hooks@stripe.se',
    companies: ['556700-0002'],
  });
  const companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
  subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'stripe',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-11-01',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: subscription.id,
    side: 'app',
    connectorId: 'stripe',
    baseUrl: sim.url,
    credentials: { secret_key: KEY, webhook_secret: SECRET },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  sim.webhooks.register(`http://127.0.0.1:${port}/api/webhooks/${subscription.id}/`, SECRET);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const deliver = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/webhooks/${subscription.id}/`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe('Stripe webhooks', () => {
  it('refuses a forged or stale Stripe-Signature, and records nothing', async () => {
    const event = JSON.stringify({
      id: 'evt_forged',
      type: 'payout.paid',
      data: { object: { id: 'po_x' } },
    });
    const now = Math.floor(Date.now() / 1000);
    expect((await deliver(event, stripeSignature(event, 'whsec_wrong', now))).statusCode).toBe(401);
    // signed right, but ten minutes old: Stripe's tolerance is five
    expect((await deliver(event, stripeSignature(event, SECRET, now - 600))).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('books a payout once though Stripe delivers payout.paid twice', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10));
    sim.state.charge({ amount: 50_000, currency: 'sek', orderId: '501', created: day(14) });
    sim.state.charge({ amount: 25_000, currency: 'sek', orderId: '502', created: day(15) });
    sim.webhooks.setDuplicate(true);
    const payout = sim.state.payout(day(18));
    await sim.webhooks.flush();
    const deliveries = await t.ctx.db.select().from(webhookDeliveries);
    // payout.created and payout.paid, each delivered twice: one row per event id
    expect(deliveries.map((d) => d.topic).sort()).toEqual(['payout.paid']);
    const jobs = t.queue.sent.filter((j) => j.name === 'sync.element');
    expect(jobs).toHaveLength(1);
    await handleElement(t.ctx, deps, jobs[0]!.data as JobPayloads['sync.element']);
    // a second delivery after the fact (Stripe retries for days) changes nothing
    const [paid] = sim.state.events.filter((e) => e.type === 'payout.paid');
    sim.webhooks.redeliver(paid!.id);
    await sim.webhooks.flush();
    expect(t.queue.sent.filter((j) => j.name === 'sync.element')).toHaveLength(1);

    const entries = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(eq(syncEntries.subscriptionId, subscription.id));
    expect(entries.map((e) => [e.kind, e.sourceId, e.status])).toEqual([
      ['payout', payout.id, 'Success'],
    ]);
    const vouchers = await t.ctx.db.select().from(bookedVouchers);
    expect(vouchers).toHaveLength(1);
    const bank = vouchers[0]!.rows.find((r) => r.account === '1930');
    expect(bank?.debit).toBe(payout.amount);
  });
});
