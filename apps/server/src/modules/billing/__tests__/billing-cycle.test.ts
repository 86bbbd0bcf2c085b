import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../../../db/schema/events';
import { subscriptions } from '../../../db/schema/subscriptions';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { signIn } from '../../../test/fixtures';
import {
  colleagueIn,
  ownerWithCompany,
  seedBillingCatalog,
  SHOPIFY,
  subscriptionOf,
} from './billing-fixtures';

let t: TestApp;
let ownerKey: string;
let colleagueKey: string;
let otherKey: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T12:00:00Z'));
  await seedBillingCatalog(t.ctx.db);
  const { company } = await ownerWithCompany(t.ctx.db, 'cycle-owner');
  companyId = company.id;
  await colleagueIn(t.ctx.db, 'cycle-colleague@billing.test', companyId);
  await ownerWithCompany(t.ctx.db, 'cycle-other');
  ownerKey = await signIn(t.app, 'cycle-owner@billing.test');
  colleagueKey = await signIn(t.app, 'cycle-colleague@billing.test');
  otherKey = await signIn(t.app, 'cycle-other@billing.test');
});
afterAll(() => t.close());

const intervalOf = async (id: number) =>
  (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.paymentInterval;

const change = (key: string, id: number, payment_interval: string, lang = 'sv') =>
  call(t.app, {
    method: 'PATCH',
    url: `/api/billing/subscriptions/${id}/interval/`,
    key,
    lang,
    payload: { payment_interval },
  });

describe('the billing cycle (ADR 017)', () => {
  it('lets the owner go from monthly to yearly, and logs who did it', async () => {
    const sub = await subscriptionOf(t.ctx.db, companyId);
    const plan = await call(t.app, { url: '/api/billing/', key: ownerKey });
    expect(plan.statusCode).toBe(200);
    const listed = plan.json().subscriptions.find((s: { id: number }) => s.id === sub.id);
    expect(listed).toMatchObject({
      payment_interval: 'monthly',
      price: '299.00',
      prices: { yearly: '2388.00' },
      longer_intervals: ['quarterly', 'semiannual', 'yearly'],
    });
    expect(plan.json().can_change_billing_cycle).toBe(true);

    const res = await change(ownerKey, sub.id, 'yearly');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      payment_interval: 'yearly',
      price: (SHOPIFY.yearly / 100).toFixed(2),
      longer_intervals: [],
    });
    expect(await intervalOf(sub.id)).toBe('yearly');
    const events = await t.ctx.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.entity, 'subscription'), eq(eventLog.entityId, String(sub.id))));
    expect(events.map((e) => [e.action, e.oldData, e.newData])).toEqual([
      ['billing_cycle_changed', { payment_interval: 'monthly' }, { payment_interval: 'yearly' }],
    ]);
  });

  it('never goes back to a shorter interval, in Swedish and English, and changes nothing', async () => {
    const sub = await subscriptionOf(t.ctx.db, companyId, { interval: 'yearly' });
    for (const [lang, detail] of [
      [
        'sv',
        'Faktureringsperioden kan bara ändras till en längre period, aldrig tillbaka till en kortare.',
      ],
      [
        'en',
        'The billing cycle can only change to a longer interval, never back to a shorter one.',
      ],
    ] as const) {
      const res = await change(ownerKey, sub.id, 'monthly', lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'validation_error', detail });
    }
    const quarterly = await subscriptionOf(t.ctx.db, companyId, { interval: 'quarterly' });
    expect((await change(ownerKey, quarterly.id, 'monthly')).statusCode).toBe(400);
    expect((await change(ownerKey, quarterly.id, 'quarterly')).statusCode).toBe(400);
    expect(await intervalOf(sub.id)).toBe('yearly');
    expect(await intervalOf(quarterly.id)).toBe('quarterly');
    expect((await change(ownerKey, quarterly.id, 'semiannual')).statusCode).toBe(200);
  });

  it("tells a colleague SPEC §8's owner-only message and changes nothing", async () => {
    const sub = await subscriptionOf(t.ctx.db, companyId);
    const plan = await call(t.app, { url: '/api/billing/', key: colleagueKey });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().can_change_billing_cycle).toBe(false);
    for (const [lang, detail] of [
      ['sv', 'Endast bolagets ägare kan ändra faktureringsperiod.'],
      ['en', 'Only the company owner can change the billing cycle.'],
    ] as const) {
      const res = await change(colleagueKey, sub.id, 'yearly', lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'owner_only', detail });
    }
    expect(await intervalOf(sub.id)).toBe('monthly');
  });

  it("answers 404 for another company's subscription, and refuses a made-up interval", async () => {
    const sub = await subscriptionOf(t.ctx.db, companyId);
    expect((await change(otherKey, sub.id, 'yearly')).statusCode).toBe(404);
    const bad = await change(ownerKey, sub.id, 'weekly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
    expect(await intervalOf(sub.id)).toBe('monthly');
  });
});

describe('billing details (SPEC §3)', () => {
  it('lets the owner edit them on the company, and refuses what the form would', async () => {
    const before = await call(t.app, { url: '/api/billing/details/', key: ownerKey });
    expect(before.json()).toMatchObject({ billing_address: 'Kungsgatan 5', city: 'Göteborg' });
    const bad = await call(t.app, {
      method: 'PATCH',
      url: '/api/billing/details/',
      key: ownerKey,
      lang: 'en',
      payload: { invoice_email: 'not-an-address', city: 'Malmö' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.invoice_email[0]).toMatch(/valid email/);
    const ok = await call(t.app, {
      method: 'PATCH',
      url: '/api/billing/details/',
      key: ownerKey,
      payload: { city: 'Malmö', zip_code: '211 20', invoice_email: 'ekonomi@cycle.test' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await call(t.app, { url: '/api/billing/details/', key: ownerKey });
    expect(after.json()).toMatchObject({
      billing_address: 'Kungsgatan 5',
      city: 'Malmö',
      zip_code: '211 20',
      invoice_email: 'ekonomi@cycle.test',
    });
  });

  it('is not the colleague’s to change', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: '/api/billing/details/',
      key: colleagueKey,
      payload: { city: 'Luleå' },
    });
    expect(res.statusCode).toBe(403);
    const details = await call(t.app, { url: '/api/billing/details/', key: colleagueKey });
    expect(details.json().city).toBe('Malmö');
  });
});
