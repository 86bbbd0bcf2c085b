import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { companies } from '../../../db/schema/companies';
import { eventLog } from '../../../db/schema/events';
import { subscriptions } from '../../../db/schema/subscriptions';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { addCompanyMember, assignAccountant } from '../../companies/companies.repository';

let t: TestApp;
let ownerKey: string;
let colleagueKey: string;
let assistantKey: string;
let ownerId: number;
let companyId: number;
let otherCompanyId: number;

const NOW = new Date('2026-03-15T10:00:00Z');

async function companyIdOf(organizationNumber: string) {
  const [row] = await t.ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationNumber, organizationNumber));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const owner = await createUser(t.ctx.db, { email: 'owner@subs.test', companies: ['5566112233'] });
  const other = await createUser(t.ctx.db, { email: 'other@subs.test', companies: ['5566445566'] });
  ownerId = owner.id;
  ownerKey = await signIn(t.app, 'owner@subs.test');
  companyId = await companyIdOf('5566112233');
  otherCompanyId = await companyIdOf('5566445566');
  expect(other.id).not.toBe(owner.id);

  const colleague = await createUser(t.ctx.db, { email: 'colleague@subs.test', role: 'Colleague' });
  await addCompanyMember(t.ctx.db, colleague.id, companyId, 'Colleague');
  colleagueKey = await signIn(t.app, 'colleague@subs.test');
  const assistant = await createUser(t.ctx.db, {
    email: 'assistant@subs.test',
    role: 'AssistingAccountant',
  });
  await assignAccountant(t.ctx.db, assistant.id, companyId);
  assistantKey = await signIn(t.app, 'assistant@subs.test');
});
afterAll(() => t.close());

const create = (payload: object, key = ownerKey, lang = 'sv') =>
  call(t.app, { method: 'POST', url: '/api/subscriptions/', key, lang, payload });

async function subscriptionCount() {
  const [row] = await t.ctx.db.select({ n: count() }).from(subscriptions);
  return row!.n;
}

describe('POST /api/subscriptions/', () => {
  it('creates a Pending subscription a week back in the active company, logged', async () => {
    const res = await create({ application: 'shopify', accounting: 'fortnox' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Subscription>();
    expect(created).toMatchObject({
      company_id: companyId,
      application: 'shopify',
      application_name: 'Shopify',
      accounting: 'fortnox',
      status: 'Pending',
      is_live: false,
      payment_interval: 'monthly',
      start_date: '2026-03-08',
      user_email: 'owner@subs.test',
    });
    expect(JSON.stringify(created)).not.toMatch(/secret/i);

    const [row] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, created.id));
    expect(row!.createdBy).toBe(ownerId);
    expect(row!.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    const events = await t.ctx.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.entityId, String(created.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entity: 'subscription', action: 'created' });
    expect(JSON.stringify(events[0]!.newData)).not.toContain(row!.webhookSecret!);

    const listed = await call(t.app, { url: '/api/subscriptions/', key: ownerKey });
    expect(listed.json<Subscription[]>().map((s) => s.id)).toContain(created.id);
  });

  it('allows every combination the catalogue offers, and the same app twice', async () => {
    const combos = [
      ['shopify', 'fortnox'],
      ['shopify', 'sie'],
      ['woocommerce', 'visma'],
      ['woocommerce', 'sie'],
      ['stripe', 'fortnox'],
      ['klarna', 'visma'],
    ];
    for (const [application, accounting] of combos) {
      const res = await create({ application, accounting, company_id: companyId });
      expect(res.statusCode, `${application} ${accounting}: ${res.body}`).toBe(201);
    }
  });

  it('refuses a combination the app does not work with, worded in sv and en', async () => {
    const before = await subscriptionCount();
    const sv = await create({ application: 'stripe', accounting: 'sie' });
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({
      code: 'validation_error',
      errors: {
        accounting: ['Stripe fungerar inte med SIE 4-fil. Välj något av: fortnox, visma.'],
      },
    });
    const en = await create({ application: 'klarna', accounting: 'sie' }, ownerKey, 'en');
    expect(en.json<{ errors: Record<string, string[]> }>().errors.accounting).toEqual([
      'Klarna does not work with SIE 4-fil. Choose one of: fortnox, visma.',
    ]);
    expect(await subscriptionCount()).toBe(before);
  });

  it('refuses an unknown app or accounting, and a missing one, on its field', async () => {
    const before = await subscriptionCount();
    const app = await create({ application: 'magento', accounting: 'fortnox' }, ownerKey, 'en');
    expect(app.statusCode).toBe(400);
    expect(app.json<{ errors: object }>().errors).toEqual({
      application: ['The app magento is not in the catalogue.'],
    });
    const ledger = await create({ application: 'shopify', accounting: 'bokio' });
    expect(ledger.json<{ errors: object }>().errors).toEqual({
      accounting: ['Bokföringssystemet bokio finns inte i katalogen.'],
    });
    // an accounting is not an app
    const swapped = await create({ application: 'fortnox', accounting: 'shopify' });
    expect(swapped.json<{ errors: object }>().errors).toHaveProperty('application');
    const missing = await create({ application: '  ', accounting: 'fortnox' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.application).toEqual([
      'Fältet App är obligatoriskt',
    ]);
    expect(await subscriptionCount()).toBe(before);
  });

  it('lets a colleague add an app; an accountant without manage:apps gets 403', async () => {
    const colleague = await create(
      { application: 'woocommerce', accounting: 'fortnox' },
      colleagueKey,
    );
    expect(colleague.statusCode, colleague.body).toBe(201);
    expect(colleague.json()).toMatchObject({
      company_id: companyId,
      user_email: 'colleague@subs.test',
    });
    const before = await subscriptionCount();
    const assistant = await create(
      { application: 'shopify', accounting: 'fortnox', company_id: companyId },
      assistantKey,
    );
    expect(assistant.statusCode).toBe(403);
    expect(await subscriptionCount()).toBe(before);
  });

  it("answers another company's id, or one that does not exist, with 404", async () => {
    const before = await subscriptionCount();
    for (const id of [otherCompanyId, 999_999]) {
      const res = await create({ application: 'shopify', accounting: 'fortnox', company_id: id });
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it('without an active company answers no_active_company', async () => {
    await createUser(t.ctx.db, { email: 'lonely@subs.test', role: 'Colleague' });
    const key = await signIn(t.app, 'lonely@subs.test');
    const res = await create({ application: 'shopify', accounting: 'fortnox' }, key, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'no_active_company',
      detail: 'No active company selected. Switch to a company and try again.',
    });
  });
});
