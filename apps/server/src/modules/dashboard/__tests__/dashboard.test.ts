import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyDashboard,
  FirmDashboard,
  InhouseDashboard,
  VolumePoint,
} from '@portal/contracts/schemas/dashboard';
import { periodicTasks } from '../../../db/schema/engine';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

// 13:00 in Stockholm (CET): hours, days and months of the buckets begin in Swedish time
const NOW = new Date('2026-11-20T12:00:00Z');
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

let t: TestApp;
const keys: Record<string, string> = {};
const ids: Record<string, number> = {};

/**
 * A firm with two clients — Alfa (the owner's: one Active subscription with failures, one in
 * Error) and Beta (the partner's: not synced for 30 h) — and Gamma outside the firm, failing most
 * (and paid through Stripe into Visma); Delta, no longer active, cancelled its only subscription.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.ctx.db;
  await createUser(db, { email: 'staff@dash.test', role: 'Inhouse' });
  const master = await createUser(db, { email: 'master@dash.test', role: 'MasterAccountant' });
  const partner = await createUser(db, { email: 'partner@dash.test', role: 'PartnerAccountant' });
  const owner = await createUser(db, { email: 'owner@dash.test' });
  const firm = await insertFirm(db, { name: 'Dash Redovisning AB' });
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  const company = (name: string, organizationNumber: string, accountingFirmId: number | null) =>
    insertCompany(db, { name, organizationNumber, accountingFirmId });
  const alfa = await company('Alfa Handel AB', '556002-0001', firm.id);
  const beta = await company('Beta Butik AB', '556002-0002', firm.id);
  const gamma = await company('Gamma Frakt AB', '556002-0003', null);
  await addCompanyMember(db, owner.id, alfa.id, 'Owner');
  await assignAccountant(db, partner.id, beta.id);
  Object.assign(ids, { alfa: alfa.id, beta: beta.id, gamma: gamma.id });

  const subscription = (
    companyId: number,
    application: string,
    status: string,
    lastProcessedAt: Date,
  ) =>
    insertSubscription(db, {
      companyId,
      application,
      accounting: 'fortnox',
      status,
      startDate: '2026-01-01',
      lastProcessedAt,
      createdAt: ago(300 * DAY),
    });
  const shop = await subscription(alfa.id, 'shopify', 'Active', ago(MINUTE));
  const broken = await subscription(alfa.id, 'woocommerce', 'Error', ago(5 * HOUR));
  const stale = await subscription(beta.id, 'shopify', 'Active', ago(30 * HOUR));
  const other = await subscription(gamma.id, 'shopify', 'Active', ago(MINUTE));
  Object.assign(ids, { shop: shop.id, broken: broken.id, stale: stale.id, other: other.id });
  const elsewhere = { startDate: '2026-01-01', lastProcessedAt: ago(MINUTE), createdAt: ago(DAY) };
  await insertSubscription(db, {
    ...elsewhere,
    companyId: gamma.id,
    application: 'stripe',
    accounting: 'visma',
    status: 'Active',
  });
  const delta = await insertCompany(db, {
    name: 'Delta Kiosk AB',
    organizationNumber: '556002-0004',
    isActive: false,
  });
  await insertSubscription(db, {
    ...elsewhere,
    companyId: delta.id,
    application: 'woocommerce',
    accounting: 'sie',
    status: 'Cancelled',
  });

  let seq = 0;
  const entries = (
    n: number,
    subscriptionId: number,
    companyId: number,
    status: string,
    updatedAt: Date,
  ) =>
    Array.from({ length: n }, () => ({
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
    }));
  await db.insert(syncEntries).values([
    ...entries(3, shop.id, alfa.id, 'Success', ago(10 * MINUTE)),
    ...entries(1, shop.id, alfa.id, 'Failed', ago(10 * MINUTE)),
    ...entries(1, shop.id, alfa.id, 'Pending', ago(10 * MINUTE)),
    ...entries(2, shop.id, alfa.id, 'Success', ago(3 * HOUR)),
    ...entries(1, shop.id, alfa.id, 'Ambiguous', ago(2 * DAY)),
    // last summer time: in October's bucket, older than the ROI's 30 days
    ...entries(4, shop.id, alfa.id, 'Success', ago(40 * DAY)),
    ...entries(1, broken.id, alfa.id, 'Failed', ago(5 * HOUR)),
    ...entries(2, stale.id, beta.id, 'Success', ago(30 * HOUR)),
    ...entries(5, other.id, gamma.id, 'Failed', ago(2 * HOUR)),
  ]);
  const task = (status: string, completedAt: Date | null) => ({
    name: 'sync_subscription',
    trigger: 'schedule',
    syncType: 'incremental',
    status,
    subscriptionId: other.id,
    companyId: gamma.id,
    completedAt,
  });
  await db
    .insert(periodicTasks)
    .values([
      task('failure', ago(2 * HOUR)),
      task('failure', ago(2 * HOUR)),
      task('pending', null),
      task('started', null),
    ]);

  for (const who of ['staff', 'master', 'partner', 'owner'])
    keys[who] = await signIn(t.app, `${who}@dash.test`);
});
afterAll(() => t.close());

async function dashboard<T>(who: string, range?: string): Promise<T> {
  const url = `/api/dashboard/${range ? `?range=${range}` : ''}`;
  const res = await call(t.app, { url, key: keys[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The buckets that hold anything, by start. */
const filled = (series: VolumePoint[]) =>
  Object.fromEntries(
    series
      .filter((p) => p.success + p.failed + p.ambiguous > 0)
      .map(({ at, ...counts }) => [at, counts]),
  );

describe('an owner', () => {
  it("sees the active company's subscriptions only, worst health first, with open problems", async () => {
    const view = await dashboard<CompanyDashboard>('owner');
    expect(view).toMatchObject({ kind: 'company', range: '24h' });
    expect(view.company).toEqual({ id: ids.alfa, name: 'Alfa Handel AB' });
    expect(view.subscriptions).toEqual([
      {
        id: ids.broken,
        application_name: 'WooCommerce',
        accounting_name: 'Fortnox',
        status: 'Error',
        health: { score: 0, band: 'poor' },
        last_processed_date: ago(5 * HOUR).toISOString(),
        open_problems: 1,
      },
      expect.objectContaining({ id: ids.shop, status: 'Active', open_problems: 2 }),
    ]);
  });

  it('counts the elements of each hour of the last 24, by status', async () => {
    const { volume } = await dashboard<CompanyDashboard>('owner', '24h');
    expect(volume).toHaveLength(24);
    expect(volume[0]!.at).toBe('2026-11-19T13:00:00.000Z');
    expect(volume.at(-1)!.at).toBe('2026-11-20T12:00:00.000Z');
    expect(filled(volume)).toEqual({
      '2026-11-20T07:00:00.000Z': { success: 0, failed: 1, ambiguous: 0 },
      '2026-11-20T09:00:00.000Z': { success: 2, failed: 0, ambiguous: 0 },
      '2026-11-20T11:00:00.000Z': { success: 3, failed: 1, ambiguous: 0 },
    });
  });

  it('cuts the last hour into 5 minutes, 7 days into Swedish days, a year into months', async () => {
    const hour = (await dashboard<CompanyDashboard>('owner', '1h')).volume;
    expect(hour).toHaveLength(12);
    expect(hour[0]!.at).toBe('2026-11-20T11:05:00.000Z');
    expect(filled(hour)).toEqual({
      '2026-11-20T11:50:00.000Z': { success: 3, failed: 1, ambiguous: 0 },
    });

    const week = (await dashboard<CompanyDashboard>('owner', '7d')).volume;
    expect(week).toHaveLength(7);
    // midnight in Stockholm is 23:00 UTC in winter
    expect(filled(week)).toEqual({
      '2026-11-17T23:00:00.000Z': { success: 0, failed: 0, ambiguous: 1 },
      '2026-11-19T23:00:00.000Z': { success: 5, failed: 2, ambiguous: 0 },
    });

    const year = (await dashboard<CompanyDashboard>('owner', '1y')).volume;
    expect(year).toHaveLength(12);
    expect(year[0]!.at).toBe('2025-11-30T23:00:00.000Z');
    // October begins in summer time (UTC+2)
    expect(filled(year)).toEqual({
      '2026-09-30T22:00:00.000Z': { success: 4, failed: 0, ambiguous: 0 },
      '2026-10-31T23:00:00.000Z': { success: 5, failed: 2, ambiguous: 1 },
    });
  });

  it("counts the company's successful elements of the last 30 days for the ROI", async () => {
    const view = await dashboard<CompanyDashboard>('owner');
    expect(view.roi).toEqual({ elements_synced: 5, days: 30 });
  });
});

describe('an accountant', () => {
  it('sees only the assigned client, which needs attention for its silence', async () => {
    const view = await dashboard<FirmDashboard>('partner', '7d');
    expect(view.kind).toBe('firm');
    expect(view.clients).toEqual([
      {
        company_id: ids.beta,
        company: 'Beta Butik AB',
        subscriptions: 1,
        // all succeeded (50), 30 h behind (0 of 30), no failed runs (20)
        health: { score: 70, band: 'fair' },
        open_problems: 0,
        last_sync: ago(30 * HOUR).toISOString(),
        reasons: ['no_recent_sync'],
      },
    ]);
    expect(view.attention.map((c) => c.company)).toEqual(['Beta Butik AB']);
    expect(filled(view.volume)).toEqual({
      '2026-11-18T23:00:00.000Z': { success: 2, failed: 0, ambiguous: 0 },
    });
    expect(view.roi.elements_synced).toBe(2);
  });

  it("shows the master accountant the firm's clients, the most severe first", async () => {
    const view = await dashboard<FirmDashboard>('master');
    expect(view.clients.map((c) => c.company)).toEqual(['Alfa Handel AB', 'Beta Butik AB']);
    expect(view.attention.map((c) => [c.company, c.reasons])).toEqual([
      ['Alfa Handel AB', ['error_subscription', 'failed_entries']],
      ['Beta Butik AB', ['no_recent_sync']],
    ]);
    expect(view.clients[0]).toMatchObject({
      health: { score: 0, band: 'poor' },
      open_problems: 3,
      subscriptions: 2,
    });
    expect(view.roi.elements_synced).toBe(7);
  });
});

describe('in-house staff', () => {
  it('see failures, backlog and the companies failing most across every tenant', async () => {
    const view = await dashboard<InhouseDashboard>('staff');
    expect(view.kind).toBe('inhouse');
    expect(view.failures).toHaveLength(24);
    const failing = view.failures.filter((p) => p.failed_entries + p.failed_tasks > 0);
    expect(failing).toEqual([
      { at: '2026-11-20T07:00:00.000Z', failed_entries: 1, failed_tasks: 0 },
      { at: '2026-11-20T10:00:00.000Z', failed_entries: 5, failed_tasks: 2 },
      { at: '2026-11-20T11:00:00.000Z', failed_entries: 1, failed_tasks: 0 },
    ]);
    expect(view.backlog).toEqual({
      pending_entries: 1,
      queued_tasks: 1,
      started_tasks: 1,
      error_subscriptions: 1,
      stale_subscriptions: 1,
    });
    expect(view.top_failing).toEqual([
      { company_id: ids.gamma, company: 'Gamma Frakt AB', failed_entries: 5, failed_tasks: 2 },
      { company_id: ids.alfa, company: 'Alfa Handel AB', failed_entries: 2, failed_tasks: 0 },
    ]);
  });

  it('see the companies and the active subscriptions per app and per accounting system', async () => {
    const view = await dashboard<InhouseDashboard>('staff');
    // Delta is not active; Alfa, Beta and Gamma each have an Active subscription
    expect(view.companies).toEqual({ all: 4, active: 3, with_active_subscription: 3 });
    // Alfa's shop in Error and Delta's cancelled one are not counted
    expect(view.active_by_app).toEqual([
      { slug: 'shopify', name: 'Shopify', active: 3 },
      { slug: 'stripe', name: 'Stripe', active: 1 },
    ]);
    expect(view.active_by_accounting).toEqual([
      { slug: 'fortnox', name: 'Fortnox', active: 3 },
      { slug: 'visma', name: 'Visma eEkonomi', active: 1 },
    ]);
  });

  it('see the sync volume and the failure rate of each bucket, system-wide', async () => {
    const day = await dashboard<InhouseDashboard>('staff', '24h');
    expect(day.activity).toHaveLength(24);
    expect(day.activity[0]!.at).toBe('2026-11-19T13:00:00.000Z');
    const busy = day.activity.filter((p) => p.failure_rate !== null);
    // pending elements have not ended: neither volume nor rate counts them
    expect(busy).toEqual([
      { at: '2026-11-20T07:00:00.000Z', success: 0, failed: 1, ambiguous: 0, failure_rate: 100 },
      { at: '2026-11-20T09:00:00.000Z', success: 2, failed: 0, ambiguous: 0, failure_rate: 0 },
      { at: '2026-11-20T10:00:00.000Z', success: 0, failed: 5, ambiguous: 0, failure_rate: 100 },
      { at: '2026-11-20T11:00:00.000Z', success: 3, failed: 1, ambiguous: 0, failure_rate: 25 },
    ]);
    expect(day.activity.filter((p) => p.failure_rate === null)).toHaveLength(20);

    const week = await dashboard<InhouseDashboard>('staff', '7d');
    expect(week.activity).toHaveLength(7);
    expect(week.activity.filter((p) => p.failure_rate !== null)).toEqual([
      { at: '2026-11-17T23:00:00.000Z', success: 0, failed: 0, ambiguous: 1, failure_rate: 0 },
      { at: '2026-11-18T23:00:00.000Z', success: 2, failed: 0, ambiguous: 0, failure_rate: 0 },
      // 7 of the 12 that ended today failed: 58.3 %
      { at: '2026-11-19T23:00:00.000Z', success: 5, failed: 7, ambiguous: 0, failure_rate: 58.3 },
    ]);
  });

  it('leave out failures older than the range', async () => {
    const view = await dashboard<InhouseDashboard>('staff', '1h');
    expect(view.failures.every((p) => p.failed_tasks === 0)).toBe(true);
    expect(view.top_failing).toEqual([
      { company_id: ids.alfa, company: 'Alfa Handel AB', failed_entries: 1, failed_tasks: 0 },
    ]);
  });
});

describe('the range', () => {
  it('refuses an unknown range in the caller’s language', async () => {
    const sv = await call(t.app, { url: '/api/dashboard/?range=2d', key: keys.owner });
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({
      code: 'validation_error',
      errors: { range: ['Fältet Tidsintervall är inte giltigt'] },
    });
    const en = await call(t.app, { url: '/api/dashboard/?range=2d', key: keys.owner, lang: 'en' });
    expect(en.json().errors).toEqual({ range: ['The Time range field is not valid'] });
  });

  it('is only for a signed-in caller', async () => {
    const res = await call(t.app, { url: '/api/dashboard/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the demo', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
    demo.clock.set(NOW);
    await seedDemo(demo.ctx.db, NOW);
  });
  afterAll(() => demo.close());

  const view = async <T>(email: string, range = '7d', company?: string) => {
    const key = await signIn(demo.app, email, DEMO_PASSWORD, company);
    const res = await call(demo.app, { url: `/api/dashboard/?range=${range}`, key });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const total = (series: VolumePoint[]) =>
    series.reduce((sum, p) => sum + p.success + p.failed + p.ambiguous, 0);

  it("shows the owner a week of the company's bookkeeping and its open problems", async () => {
    const owner = await view<CompanyDashboard>('owner@example.com', '7d', '556677-8899');
    expect(owner.company?.name).toBe('Norrsken Handel AB');
    expect(owner.volume.filter((p) => p.success > 0).length).toBeGreaterThanOrEqual(6);
    // the SIE shop's three, and the Shopify shop's short payout of last December that waits for a
    // decision (the audit preparation's demo year)
    expect(owner.subscriptions.map((s) => s.open_problems).sort()).toEqual([1, 3]);
    expect(owner.roi.elements_synced).toBeGreaterThan(100);
  });

  it('shows the partner accountant a client whose shop stopped syncing', async () => {
    const partner = await view<FirmDashboard>('partner@example.com');
    expect(partner.attention).toEqual([
      expect.objectContaining({
        company: 'Lindqvist Bygg & Järn AB',
        reasons: ['error_subscription', 'failed_entries'],
      }),
    ]);
    expect(total(partner.volume)).toBeGreaterThan(0);
  });

  it("shows in-house staff the day's failed runs and the subscription in Error", async () => {
    const staff = await view<InhouseDashboard>('inhouse@example.com', '24h');
    expect(staff.backlog.error_subscriptions).toBe(1);
    // Lindqvist Bygg's three failed runs (other demo data may add more)
    expect(staff.failures.reduce((sum, p) => sum + p.failed_tasks, 0)).toBeGreaterThanOrEqual(3);
    expect(staff.top_failing.map((c) => c.company)).toEqual(
      expect.arrayContaining(['Lindqvist Bygg & Järn AB', 'Norrsken Handel AB']),
    );
    // the demo's companies (other demo data may add more): Norrsken and Fjällbutiken sync
    expect(staff.companies.all).toBeGreaterThanOrEqual(4);
    expect(staff.companies.with_active_subscription).toBeGreaterThanOrEqual(2);
    expect(staff.companies.with_active_subscription).toBeLessThanOrEqual(staff.companies.active);
    // Fjällbutiken's shop, Stripe and Klarna book into Visma eEkonomi
    const visma = staff.active_by_accounting.find((s) => s.slug === 'visma');
    expect(visma).toMatchObject({ name: 'Visma eEkonomi', active: expect.any(Number) });
    expect(visma!.active).toBeGreaterThanOrEqual(3);
    expect(staff.active_by_app.map((s) => s.name)).toEqual(
      expect.arrayContaining(['WooCommerce', 'Shopify', 'Stripe', 'Klarna']),
    );
    expect(staff.activity.some((p) => p.success > 0)).toBe(true);
  });
});
