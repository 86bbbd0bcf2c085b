import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@portal/contracts/roles';
import type {
  UnprocessedSubscription,
  UnprocessedSubscriptionPage,
} from '@portal/contracts/schemas/sync-health';
import { periodicTasks } from '../../../db/schema/engine';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { addCompanyMember, insertCompany } from '../../companies/companies.repository';
import { updateUser } from '../../users/users.repository';
import { scene } from './scene';

const NOW = new Date('2026-11-20T12:00:00Z');
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

let t: TestApp;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};

/**
 * Alfa (with an owner who can be reached) and Beta (none), and one subscription for each case:
 * the unhealthy ones of each reason and, beside each, one just short of it.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.ctx.db;
  await createUser(db, { email: 'staff@health.test', role: 'Inhouse' });
  const owner = await createUser(db, { email: 'olle@alfa.test', role: 'Owner' });
  await updateUser(db, owner.id, { firstName: 'Olle', lastName: 'Ägare', phone: '070-111 22 33' });
  for (const role of ROLES.filter((r) => r !== 'Inhouse')) {
    const email = `${role.toLowerCase()}@health.test`;
    await createUser(db, {
      email,
      role,
      ...(role === 'Owner' ? { companies: ['5599000001'] } : {}),
    });
    keys[role] = await signIn(t.app, email);
  }
  keys.staff = await signIn(t.app, 'staff@health.test');
  const alfa = await insertCompany(db, {
    name: 'Alfa Cykel AB',
    organizationNumber: '556001-1001',
  });
  const beta = await insertCompany(db, { name: 'Beta Bok AB', organizationNumber: '556001-1002' });
  await addCompanyMember(db, owner.id, alfa.id, 'Owner');
  const s = scene(db, NOW);

  ids.healthy = await s.subscription(beta.id, { processed: ago(MIN) });
  await s.run(ids.healthy, 'success', ago(MIN));

  ids.stuck = await s.subscription(alfa.id, { processed: ago(50 * MIN) });
  await s.run(ids.stuck, 'success', ago(55 * MIN));
  ids.stuckRun = await s.run(ids.stuck, 'started', ago(45 * MIN), { open: true });
  // a long backfill that keeps booking is running, not stuck (nor behind)
  ids.running = await s.subscription(beta.id, { processed: ago(3 * DAY) });
  await s.run(ids.running, 'started', ago(2 * HOUR), { open: true });
  await s.entries(ids.running, beta.id, 'Success', 1, ago(5 * MIN));

  ids.error = await s.subscription(alfa.id, {
    status: 'Error',
    processed: ago(3 * HOUR),
    reason: 'WooCommerce refused the API keys (401)',
    errorSince: ago(2 * HOUR),
  });
  ids.failingRuns = await s.subscription(alfa.id, { processed: ago(10 * HOUR) });
  await s.run(ids.failingRuns, 'success', ago(10 * HOUR));
  for (const h of [9, 8, 7])
    await s.run(ids.failingRuns, 'failure', ago(h * HOUR), { result: `fail ${h}` });
  ids.twoFailures = await s.subscription(beta.id, { processed: ago(MIN) });
  await s.run(ids.twoFailures, 'success', ago(3 * HOUR));
  for (const h of [2, 1]) await s.run(ids.twoFailures, 'failure', ago(h * HOUR));
  ids.failingElements = await s.subscription(beta.id, { processed: ago(MIN) });
  await s.entries(ids.failingElements, beta.id, 'Failed', 4, ago(3 * HOUR), 'No VAT account');
  await s.entries(ids.failingElements, beta.id, 'Success', 2, ago(2 * HOUR));
  ids.fewFailures = await s.subscription(beta.id, { processed: ago(MIN) });
  await s.entries(ids.fewFailures, beta.id, 'Failed', 3, ago(3 * HOUR));
  await s.entries(ids.fewFailures, beta.id, 'Success', 10, ago(2 * HOUR));

  ids.neverRun = await s.subscription(alfa.id, { activated: ago(DAY) });
  ids.justActivated = await s.subscription(beta.id, { activated: ago(5 * MIN) });
  ids.behind = await s.subscription(beta.id, { processed: ago(5 * HOUR) });
  await s.run(ids.behind, 'success', ago(5 * HOUR));
  ids.littleBehind = await s.subscription(beta.id, { processed: ago(HOUR) });
  ids.paused = await s.subscription(beta.id, { status: 'Paused', processed: ago(3 * DAY) });
});
afterAll(() => t.close());

async function list(query = '', lang = 'sv') {
  const res = await call(t.app, {
    url: `/api/unprocessed-subscriptions/${query}`,
    key: keys.staff,
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnprocessedSubscriptionPage>();
}
const byId = (page: UnprocessedSubscriptionPage, id: number | undefined) =>
  page.results.find((row) => row.id === id) as UnprocessedSubscription;

describe('what counts as unprocessed (SYNC_HEALTH)', () => {
  it('lists each unhealthy subscription once, with its reason, and nothing healthy', async () => {
    const page = await list();
    const reasons = Object.fromEntries(page.results.map((r) => [r.id, r.reason]));
    expect(reasons).toEqual({
      [ids.stuck!]: 'stuck',
      [ids.error!]: 'failing',
      [ids.failingRuns!]: 'failing',
      [ids.failingElements!]: 'failing',
      [ids.neverRun!]: 'never_run',
      [ids.behind!]: 'behind',
    });
    expect(page.count).toBe(6);
    expect(page.counts).toEqual({ stuck: 1, failing: 3, never_run: 1, behind: 1 });
  });

  it('says since when a run is stuck and when anything last happened', async () => {
    const row = byId(await list(), ids.stuck);
    expect(row.since).toBe(ago(45 * MIN).toISOString());
    expect(row.run).toEqual({
      id: ids.stuckRun,
      status: 'started',
      started_at: ago(45 * MIN).toISOString(),
      last_activity_at: ago(45 * MIN).toISOString(),
    });
    expect(row.suggested_action).toBe('restart');
    expect(row.owner).toEqual({
      id: expect.any(Number),
      name: 'Olle Ägare',
      email: 'olle@alfa.test',
      phone: '070-111 22 33',
    });
  });

  it('counts the failed runs since the last success, and the failing window’s elements', async () => {
    const page = await list();
    expect(byId(page, ids.failingRuns)).toMatchObject({
      failed_runs: 3,
      since: ago(9 * HOUR).toISOString(),
      last_error: 'fail 7',
      suggested_action: 'restart',
    });
    expect(byId(page, ids.failingElements)).toMatchObject({
      failed_elements: 4,
      succeeded_elements: 2,
      since: ago(3 * HOUR).toISOString(),
      last_error: 'No VAT account',
      suggested_action: 'open_settings',
      owner: null,
    });
  });

  it('gives an Error subscription its reason and the owner to contact, but no retry', async () => {
    const row = byId(await list(), ids.error);
    expect(row).toMatchObject({
      status: 'Error',
      since: ago(2 * HOUR).toISOString(),
      last_error: 'WooCommerce refused the API keys (401)',
      suggested_action: 'contact_owner',
      actions: ['restart', 'open_settings', 'contact_owner'],
      lag_seconds: null,
    });
  });

  it('says how far behind, and since when an Active one never ran', async () => {
    const page = await list();
    expect(byId(page, ids.behind)).toMatchObject({
      since: ago(5 * HOUR).toISOString(),
      lag_seconds: 5 * HOUR,
      suggested_action: 'retry',
      actions: ['retry', 'restart', 'open_settings'],
    });
    expect(byId(page, ids.neverRun)).toMatchObject({
      since: ago(DAY).toISOString(),
      last_processed_date: null,
      suggested_action: 'retry',
    });
  });
});

describe('the list', () => {
  it('puts the longest-standing first, and sorts by company, reason or lag on request', async () => {
    expect((await list()).results.map((r) => r.id)).toEqual([
      ids.neverRun,
      ids.failingRuns,
      ids.behind,
      ids.failingElements,
      ids.error,
      ids.stuck,
    ]);
    const byCompany = (await list('?ordering=-company')).results.map((r) => r.company);
    expect(byCompany.slice(0, 3)).toEqual(['Beta Bok AB', 'Beta Bok AB', 'Alfa Cykel AB']);
    const byReason = (await list('?ordering=reason')).results.map((r) => r.reason);
    expect(byReason).toEqual(['stuck', 'failing', 'failing', 'failing', 'never_run', 'behind']);
    const byLag = (await list('?ordering=-lag')).results.map((r) => r.id);
    expect(byLag.slice(0, 2)).toEqual([ids.neverRun, ids.failingRuns]);
  });

  it('searches the company, filters by reason and pages by the limit', async () => {
    const alfa = await list('?search=alfa');
    expect(alfa.count).toBe(4);
    expect(alfa.counts).toEqual({ stuck: 1, failing: 2, never_run: 1, behind: 0 });
    const failing = await list('?reason=failing');
    expect(failing.count).toBe(3);
    expect(failing.counts.stuck).toBe(1);
    expect(failing.results.every((r) => r.reason === 'failing')).toBe(true);
    const first = await list('?limit=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const last = await list('?limit=2&offset=4');
    expect(last.results.map((r) => r.id)).toEqual([ids.error, ids.stuck]);
    expect(last.next).toBeNull();
  });

  it('refuses an unknown reason or parameter with a message in the caller’s language', async () => {
    for (const [query, field] of [
      ['?reason=broken', 'reason'],
      ['?ordering=owner', 'ordering'],
      ['?colour=red', 'colour'],
    ]) {
      const res = await call(t.app, {
        url: `/api/unprocessed-subscriptions/${query}`,
        key: keys.staff,
        lang: 'en',
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[field!]).toHaveLength(1);
    }
  });
});

describe('actions', () => {
  const post = (id: number, action: string, lang = 'sv') =>
    call(t.app, {
      method: 'POST',
      url: `/api/unprocessed-subscriptions/${id}/${action}/`,
      key: keys.staff,
      lang,
    });

  it('restarts a stuck connector: the hung run is closed and a new one queued', async () => {
    const res = await post(ids.stuck!, 'restart');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Kopplingen har startats om.' });
    const runs = await t.ctx.db
      .select()
      .from(periodicTasks)
      .where(eq(periodicTasks.subscriptionId, ids.stuck!));
    expect(runs.find((r) => r.id === ids.stuckRun)?.status).toBe('revoked');
    expect(runs.filter((r) => r.status === 'pending')).toHaveLength(1);
    expect(t.queue.sent.at(-1)).toMatchObject({
      name: 'sync.run',
      data: { subscriptionId: ids.stuck },
    });
    const [sub] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, ids.stuck!));
    expect(sub).toMatchObject({ status: 'Active', leaseHolder: null });
    // the new run has just begun: no longer stuck
    expect(byId(await list(), ids.stuck)).toBeUndefined();
  });

  it('queues a run of an Active one, and refuses a retry of one in Error', async () => {
    const sent = t.queue.sent.length;
    const res = await post(ids.behind!, 'retry', 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'A sync run is queued.' });
    expect(t.queue.sent.slice(sent)).toMatchObject([
      { name: 'sync.run', data: { subscriptionId: ids.behind } },
    ]);
    const refused = await post(ids.error!, 'retry', 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('subscription_not_active');
  });

  it('refuses to restart a paused one and changes nothing; a missing one is 404', async () => {
    const before = await t.ctx.db.select().from(periodicTasks);
    const res = await post(ids.paused!, 'restart', 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A subscription that is Paused cannot be restarted.');
    expect(await t.ctx.db.select().from(periodicTasks)).toEqual(before);
    expect((await post(999_999, 'restart')).statusCode).toBe(404);
    expect((await post(999_999, 'retry')).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('answers 403 to every role but in-house staff, on every endpoint', async () => {
    for (const role of ROLES.filter((r) => r !== 'Inhouse')) {
      for (const [method, url] of [
        ['GET', '/api/unprocessed-subscriptions/'],
        ['POST', `/api/unprocessed-subscriptions/${ids.behind}/retry/`],
        ['POST', `/api/unprocessed-subscriptions/${ids.behind}/restart/`],
      ] as const) {
        const res = await call(t.app, { method, url, key: keys[role] });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('permission_denied');
      }
    }
  });
});
