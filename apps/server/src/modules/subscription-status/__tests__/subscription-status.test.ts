import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SubscriptionStatusPage,
  SubscriptionStatusRow,
} from '@portal/contracts/schemas/subscription-status';
import { periodicTasks } from '../../../db/schema/engine';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const HOUR = 3600;
const DAY = 86_400;

let t: TestApp;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};

/**
 * A firm with two client companies (Alfa: healthy, Error, lagging; Beta: failing, paused) and a
 * company outside it (Gamma, pending). The partner accountant is assigned Beta only.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.ctx.db;
  await createUser(db, { email: 'staff@status.test', role: 'Inhouse' });
  const master = await createUser(db, { email: 'master@status.test', role: 'MasterAccountant' });
  const partner = await createUser(db, { email: 'partner@status.test', role: 'PartnerAccountant' });
  await createUser(db, { email: 'owner@status.test', companies: ['5566001199'] });
  const firm = await insertFirm(db, { name: 'Status Redovisning AB' });
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  const company = (name: string, organizationNumber: string, accountingFirmId: number | null) =>
    insertCompany(db, { name, organizationNumber, accountingFirmId });
  const alfa = await company('Alfa Handel AB', '556001-0001', firm.id);
  const beta = await company('Beta Butik AB', '556001-0002', firm.id);
  const gamma = await company('Gamma Frakt AB', '556001-0003', null);
  await assignAccountant(db, partner.id, beta.id);
  Object.assign(ids, { alfa: alfa.id, beta: beta.id, gamma: gamma.id });

  const subscription = async (
    companyId: number,
    status: string,
    lastProcessedAt: Date | null,
    application = 'shopify',
  ) =>
    insertSubscription(db, {
      companyId,
      application,
      accounting: 'fortnox',
      status,
      startDate: '2026-11-01',
      lastProcessedAt,
      createdAt: ago(30 * DAY),
    });
  const healthy = await subscription(alfa.id, 'Active', ago(60));
  const broken = await subscription(alfa.id, 'Error', ago(2 * HOUR), 'woocommerce');
  // 12 h 7.5 min behind: half of the lag points
  const lagging = await subscription(alfa.id, 'Active', ago(DAY - 42_750), 'stripe');
  const failing = await subscription(beta.id, 'Active', ago(0));
  const paused = await subscription(beta.id, 'Paused', null, 'klarna');
  const pending = await subscription(gamma.id, 'Pending', null);
  Object.assign(ids, { healthy: healthy.id, broken: broken.id, lagging: lagging.id });
  Object.assign(ids, { failing: failing.id, paused: paused.id, pending: pending.id });

  let seq = 0;
  const entry = (subscriptionId: number, companyId: number, status: string, updatedAt: Date) => ({
    subscriptionId,
    companyId,
    source: 'shop',
    sourceId: String(++seq),
    kind: 'order',
    eventType: 'created',
    elementType: 'e6',
    referenceNumber: `R${seq}`,
    status,
    updatedAt,
  });
  await db.insert(syncEntries).values([
    ...Array.from({ length: 10 }, () => entry(healthy.id, alfa.id, 'Success', ago(DAY))),
    entry(failing.id, beta.id, 'Success', ago(HOUR)),
    entry(failing.id, beta.id, 'Ambiguous', ago(HOUR)),
    entry(failing.id, beta.id, 'Pending', ago(HOUR)),
    // older than the window: not counted
    entry(failing.id, beta.id, 'Failed', ago(8 * DAY)),
    entry(broken.id, alfa.id, 'Failed', ago(HOUR)),
  ]);
  const run = (subscriptionId: number, companyId: number, status: string, completedAt: Date) => ({
    name: 'sync_subscription',
    trigger: 'schedule',
    syncType: 'incremental',
    status,
    subscriptionId,
    companyId,
    completedAt,
  });
  await db.insert(periodicTasks).values([
    run(failing.id, beta.id, 'failure', ago(HOUR)),
    run(failing.id, beta.id, 'failure', ago(20 * HOUR)),
    // older than a day, or not a failure: not counted
    run(failing.id, beta.id, 'failure', ago(25 * HOUR)),
    run(failing.id, beta.id, 'success', ago(HOUR)),
  ]);

  for (const who of ['staff', 'master', 'partner', 'owner'])
    keys[who] = await signIn(t.app, `${who}@status.test`);
});
afterAll(() => t.close());

async function list(query = '', who = 'staff') {
  const res = await call(t.app, { url: `/api/subscription-status/${query}`, key: keys[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SubscriptionStatusPage>();
}
const byId = (page: SubscriptionStatusPage, id: number | undefined) =>
  page.results.find((row) => row.id === id) as SubscriptionStatusRow;
const idsOf = (page: SubscriptionStatusPage) => page.results.map((row) => row.id);

describe('health score (ADR 019)', () => {
  it('gives a subscription that syncs, keeps up and has no failed runs 100', async () => {
    const row = byId(await list(), ids.healthy);
    expect(row).toMatchObject({ company: 'Alfa Handel AB', application_name: 'Shopify' });
    expect(row.accounting_name).toBe('Fortnox');
    expect(row.last_processed_date).toBe(ago(60).toISOString());
    expect(row.health).toEqual({
      score: 100,
      success_points: 50,
      lag_points: 30,
      errors_points: 20,
      success_rate: 1,
      succeeded: 10,
      failed: 0,
      lag_seconds: 60,
      failed_runs: 0,
    });
  });

  it('gives status Error 0 whatever its components', async () => {
    const row = byId(await list(), ids.broken);
    expect(row.health.score).toBe(0);
    expect(row.health).toMatchObject({ success_points: 0, lag_seconds: null, lag_points: 30 });
  });

  it('takes lag points away evenly between 15 minutes and 24 hours behind', async () => {
    const row = byId(await list(), ids.lagging);
    expect(row.health).toMatchObject({ lag_seconds: 43_650, lag_points: 15, score: 85 });
    expect(row.health.success_rate).toBeNull();
  });

  it("counts the week's failed and ambiguous elements and the day's failed runs", async () => {
    const row = byId(await list(), ids.failing);
    expect(row.health).toEqual({
      score: 65,
      success_points: 25,
      lag_points: 30,
      errors_points: 10,
      success_rate: 0.5,
      succeeded: 1,
      failed: 1,
      lag_seconds: 0,
      failed_runs: 2,
    });
  });

  it('does not count lag against a subscription that is not Active', async () => {
    const row = byId(await list(), ids.paused);
    expect(row.health).toMatchObject({ lag_seconds: null, lag_points: 30, score: 100 });
  });
});

describe('list', () => {
  it('shows in-house staff every subscription, worst health first, with the distribution', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(idsOf(page)).toEqual([
      ids.broken,
      ids.failing,
      ids.lagging,
      ids.healthy,
      ids.paused,
      ids.pending,
    ]);
    expect(page.distribution).toEqual({
      Active: 3,
      Inactive: 0,
      Paused: 1,
      Terminated: 0,
      Pending: 1,
      Completed: 0,
      Cancelled: 0,
      'On Hold': 0,
      Error: 1,
    });
    expect(idsOf(await list('?ordering=-health')).slice(-2)).toEqual([ids.failing, ids.broken]);
  });

  it('pages by limit and offset', async () => {
    const first = await list('?limit=4');
    expect(first).toMatchObject({ count: 6, previous: null });
    expect(first.results).toHaveLength(4);
    expect(first.next).toContain('offset=4');
    const second = await list('?limit=4&offset=4');
    expect(idsOf(second)).toEqual([ids.paused, ids.pending]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('offset=0');
  });

  it('searches the company name and filters by status; the distribution ignores the status', async () => {
    const beta = await list('?search=beta');
    expect(idsOf(beta)).toEqual([ids.failing, ids.paused]);
    expect(beta.distribution).toMatchObject({ Active: 1, Paused: 1, Error: 0 });
    const active = await list('?status=Active');
    expect(active.count).toBe(3);
    expect(idsOf(active)).toEqual([ids.failing, ids.lagging, ids.healthy]);
    expect(active.distribution.Error).toBe(1);
    // a LIKE wildcard is matched literally
    expect((await list('?search=%25')).count).toBe(0);
  });
});

describe('tenancy', () => {
  it("shows the master accountant the firm's clients only", async () => {
    const page = await list('', 'master');
    expect(page.count).toBe(5);
    expect(idsOf(page)).not.toContain(ids.pending);
    expect(page.distribution.Pending).toBe(0);
  });

  it('shows a partner accountant the assigned client only, and 404 for another company', async () => {
    const page = await list('', 'partner');
    expect(idsOf(page)).toEqual([ids.failing, ids.paused]);
    const other = await call(t.app, {
      url: `/api/subscription-status/?company_id=${ids.alfa}`,
      key: keys.partner,
    });
    expect(other.statusCode).toBe(404);
    expect(idsOf(await list(`?company_id=${ids.beta}`, 'partner'))).toHaveLength(2);
  });

  it('refuses a company owner and an anonymous caller', async () => {
    const owner = await call(t.app, { url: '/api/subscription-status/', key: keys.owner });
    expect(owner.statusCode).toBe(403);
    expect((await call(t.app, { url: '/api/subscription-status/' })).statusCode).toBe(401);
  });

  it('answers bad input with 400', async () => {
    for (const query of ['?status=Broken', '?ordering=worst', '?limit=0', '?search=%00']) {
      const res = await call(t.app, { url: `/api/subscription-status/${query}`, key: keys.staff });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
