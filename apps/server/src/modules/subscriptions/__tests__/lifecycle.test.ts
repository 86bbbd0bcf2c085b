import {
  SUBSCRIPTION_ACTIONS,
  TRANSITIONS,
  type SubscriptionStatus,
} from '@portal/contracts/schemas/subscription-lifecycle';
import { SUBSCRIPTION_STATUSES } from '@portal/contracts/schemas/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let owner: string;
let outsider: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.db, { email: 'life@owner.se', companies: ['556300-0001'] });
  await createUser(t.ctx.db, { email: 'other@owner.se', companies: ['556300-0002'] });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  owner = await signIn(t.app, 'life@owner.se');
  outsider = await signIn(t.app, 'other@owner.se');
});
afterAll(() => t.close());

async function subscriptionIn(status: SubscriptionStatus) {
  return insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting: 'fortnox',
    status,
    startDate: '2026-11-01',
  });
}

const act = (id: number, action: string, key = owner, lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/actions/`,
    key,
    lang,
    payload: { action },
  });

const statusOf = async (id: number) =>
  (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

describe('subscription actions (ADR 016)', () => {
  it('moves every status exactly as the transition table says, and refuses the rest', async () => {
    const refusedWith: string[] = [];
    for (const status of SUBSCRIPTION_STATUSES) {
      for (const action of SUBSCRIPTION_ACTIONS) {
        const { id } = await subscriptionIn(status);
        const res = await act(id, action);
        const rule = TRANSITIONS[action];
        const allowed =
          rule.from.includes(status) && !(action === 'activate' && status === 'Pending');
        if (allowed) {
          expect(res.statusCode, `${action} from ${status}`).toBe(200);
          expect(res.json().status).toBe(rule.to);
          expect(await statusOf(id)).toBe(rule.to);
        } else {
          expect(res.statusCode, `${action} from ${status}`).toBe(409);
          expect(await statusOf(id), `${action} from ${status} changes nothing`).toBe(status);
          refusedWith.push(res.json().detail);
        }
      }
    }
    expect(refusedWith).toContain('A subscription that is Cancelled cannot be resumed.');
    expect(refusedWith).toContain('A subscription that is Terminated cannot be activated.');
  });

  it('sends a new subscription to the activation, and words refusals in Swedish', async () => {
    const { id } = await subscriptionIn('Pending');
    const res = await act(id, 'activate', owner, 'sv');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/fliken Aktivera/);
    const inactive = await subscriptionIn('Inactive');
    const paused = await act(inactive.id, 'pause', owner, 'sv');
    expect(paused.json()).toEqual({
      code: 'conflict',
      detail: 'En prenumeration som är Inaktiv kan inte pausas.',
    });
  });

  it('pauses, resumes with a catch-up run, and logs who did it', async () => {
    const { id } = await subscriptionIn('Active');
    expect((await act(id, 'pause')).json().status).toBe('Paused');
    const before = t.queue.sent.length;
    expect((await act(id, 'resume')).json().status).toBe('Active');
    expect(t.queue.sent.slice(before)).toEqual([
      expect.objectContaining({
        name: 'sync.run',
        data: expect.objectContaining({ subscriptionId: id }),
      }),
    ]);
    const staff = await createUser(t.ctx.db, { email: 'staff@life.se', role: 'Inhouse' });
    const staffKey = await signIn(t.app, staff.email);
    const log = await call(t.app, {
      url: `/api/event-log/?entity=subscription&entity_id=${id}`,
      key: staffKey,
    });
    expect(log.json().results.map((e: { action: string }) => e.action)).toEqual([
      'resume',
      'pause',
    ]);
  });

  it('restarts a stuck connector: the lease and the error are cleared', async () => {
    const { id } = await subscriptionIn('Error');
    await t.ctx.db
      .update(subscriptions)
      .set({
        leaseHolder: 'dead-worker',
        leaseUntil: new Date(Date.now() + 3600_000),
        statusReason: 'refused',
      })
      .where(eq(subscriptions.id, id));
    expect((await act(id, 'restart')).json().status).toBe('Active');
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ leaseHolder: null, leaseUntil: null, statusReason: '' });
  });

  it('cancels with the data deleted 30 days later', async () => {
    const { id } = await subscriptionIn('Active');
    const now = t.clock.now();
    await act(id, 'cancel');
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row!.status).toBe('Cancelled');
    expect(row!.purgeAfter!.getTime() - now.getTime()).toBe(30 * 24 * 3600_000);
  });

  it('lets only one of two simultaneous actions move the subscription', async () => {
    const { id } = await subscriptionIn('Active');
    const [a, b] = await Promise.all([act(id, 'pause'), act(id, 'cancel')]);
    const codes = [a.statusCode, b.statusCode].sort();
    // pausing then cancelling is allowed too; what may never happen is a lost update
    expect(codes[0]).toBe(200);
    expect(['Paused', 'Cancelled']).toContain(await statusOf(id));
  });

  it("answers 404 for another company's subscription and lets a refused role do nothing", async () => {
    const { id } = await subscriptionIn('Active');
    const res = await act(id, 'pause', outsider);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('Active');
    const get = await call(t.app, { url: `/api/subscriptions/${id}/`, key: outsider });
    expect(get.statusCode).toBe(404);
    const own = await call(t.app, { url: `/api/subscriptions/${id}/`, key: owner });
    expect(own.json()).toMatchObject({ id, status: 'Active', company_id: companyId });
  });

  it('refuses an action that does not exist', async () => {
    const { id } = await subscriptionIn('Active');
    const res = await act(id, 'explode');
    expect(res.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Active');
  });
});
