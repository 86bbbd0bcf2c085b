import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../../../db/schema/events';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { assignAccountant } from '../../companies/companies.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let woo: WooSimulator;
let owner: string;
let id: number;
let companyId: number;
const KEYS = { consumer_key: 'ck_configure', consumer_secret: 'cs_configure', webhook_secret: 'w' };

beforeAll(async () => {
  t = await createTestApp();
  woo = await createWooSimulator({
    stores: [{ key: KEYS.consumer_key, secret: KEYS.consumer_secret, orders: 3 }],
  });
  const user = await createUser(t.ctx.db, {
    email: 'configure@owner.se',
    companies: ['556700-0001'],
  });
  owner = await signIn(t.app, 'configure@owner.se');
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  id = (
    await insertSubscription(t.ctx.db, {
      companyId,
      application: 'woocommerce',
      accounting: 'sie',
      status: 'Pending',
      startDate: '2026-11-01',
    })
  ).id;
});
afterAll(async () => {
  await woo.close();
  await t.close();
});

const get = (subscription = id) =>
  call(t.app, { url: `/api/subscriptions/${subscription}/configuration/`, key: owner });
const save = (body: Record<string, unknown>, lang = 'en', subscription = id, key = owner) =>
  call(t.app, {
    method: 'PUT',
    url: `/api/subscriptions/${subscription}/configuration/`,
    key,
    lang,
    payload: body,
  });

const stored = async (subscription: number) =>
  (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription)))[0]!;

const newSubscription = async (application: string, accounting: string) =>
  (
    await insertSubscription(t.ctx.db, {
      companyId,
      application,
      accounting,
      status: 'Pending',
      startDate: '2026-11-01',
    })
  ).id;

describe('the Configure tab', () => {
  it('starts from the BAS defaults', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      posting_model: 'per_order',
      accounts: { clearing: '1580', bank: '1930', revenue25: '3001', vat25: '2611' },
      names: { '1580': 'Fordringar för kontokort och kuponger' },
    });
  });

  it('asks for every mandatory account and four digits, and stores nothing on a refusal', async () => {
    const { accounts } = (await get()).json();
    const missing = await save({ posting_model: 'per_order', accounts: { ...accounts, bank: '' } });
    expect(missing.json().errors.accounts).toEqual(['Please fill out all mandatory accounts.']);
    const sv = await save(
      { posting_model: 'per_order', accounts: { ...accounts, bank: '' } },
      'sv',
    );
    expect(sv.json().errors.accounts).toEqual(['Fyll i alla obligatoriska konton.']);
    const digits = await save({
      posting_model: 'per_order',
      accounts: { ...accounts, bank: '19300' },
    });
    expect(digits.json().errors.accounts).toEqual(['An account number has four digits.']);
  });

  it('confirms an account outside its BAS range before it is used (SPEC §5)', async () => {
    const { accounts } = (await get()).json();
    const mapped = { ...accounts, clearing: '1910', revenue25: '3051' };
    const refused = await save({ posting_model: 'per_payout', accounts: mapped });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'accounts.clearing': [
        'The Clearing account account lies outside the expected range 1500–1699. Confirm if it is right.',
      ],
    });
    const [unchanged] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(unchanged!.postingModel).toBe('per_order');

    const saved = await save({
      posting_model: 'per_payout',
      accounts: mapped,
      confirmed: ['clearing'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      posting_model: 'per_payout',
      accounts: { clearing: '1910', revenue25: '3051' },
    });
  });

  it('shows how the shop’s latest real order is booked with the saved accounts', async () => {
    await call(t.app, {
      method: 'PUT',
      url: `/api/subscriptions/${id}/connections/app/`,
      key: owner,
      payload: { credentials: KEYS, base_url: woo.url },
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${id}/preview/recent/`,
      key: owner,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.found).toBe(true);
    const accounts = body.documents.flatMap((d: { rows: { account: string }[] }) =>
      d.rows.map((r) => r.account),
    );
    expect(accounts).toContain('1910');
    expect(accounts).not.toContain('1580');
    for (const document of body.documents as { rows: { debit: string; credit: string }[] }[]) {
      const sum = document.rows.reduce(
        (s, r) => s + Math.round(Number(r.debit) * 100) - Math.round(Number(r.credit) * 100),
        0,
      );
      expect(sum).toBe(0);
    }
  });

  it('says so when the app is not connected', async () => {
    const other = await insertSubscription(t.ctx.db, {
      companyId: (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
        .companyId,
      application: 'woocommerce',
      accounting: 'sie',
      status: 'Pending',
      startDate: '2026-11-01',
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${other.id}/preview/recent/`,
      key: owner,
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The preview could not be fetched: connect the app first.');
  });
});

describe('writing the ledger’s articles back to the shop (e2, ADR 024)', () => {
  it('is offered for a shop booked into a ledger that keeps articles, saved and read back', async () => {
    const shop = await newSubscription('shopify', 'fortnox');
    const before = (await get(shop)).json();
    expect(before).toMatchObject({
      article_write_back: 'none',
      article_write_back_available: true,
    });

    const saved = await save(
      { posting_model: 'per_order', accounts: before.accounts, article_write_back: 'price' },
      'en',
      shop,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().article_write_back).toBe('price');
    expect((await get(shop)).json().article_write_back).toBe('price');
    expect((await stored(shop)).articleWriteBack).toBe('price');
    const [event] = await t.ctx.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.entity, 'subscription'), eq(eventLog.entityId, String(shop))))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event).toMatchObject({
      action: 'configured',
      oldData: { article_write_back: 'none' },
      newData: { article_write_back: 'price' },
    });

    // a save without the choice (the payment accounts' screen) keeps it
    const accountsOnly = await save(
      { posting_model: 'per_order', accounts: before.accounts },
      'en',
      shop,
    );
    expect(accountsOnly.statusCode).toBe(200);
    expect((await stored(shop)).articleWriteBack).toBe('price');

    const woo = await newSubscription('woocommerce', 'visma');
    const both = await save(
      { posting_model: 'per_order', accounts: before.accounts, article_write_back: 'both' },
      'en',
      woo,
    );
    expect(both.json()).toMatchObject({
      article_write_back: 'both',
      article_write_back_available: true,
    });
  });

  it('is refused on its field, in the caller’s language, where the ledger or the app keeps no articles', async () => {
    const sie = (await get()).json();
    expect(sie).toMatchObject({ article_write_back: 'none', article_write_back_available: false });
    const postingModel = (await stored(id)).postingModel;
    const other = postingModel === 'per_day' ? 'per_order' : 'per_day';

    const refused = await save({
      posting_model: other,
      accounts: sie.accounts,
      confirmed: ['clearing'], // confirmed by the test above
      article_write_back: 'both',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      article_write_back: [
        'Writing back to the shop is only possible for Shopify and WooCommerce booked into Fortnox or Visma eEkonomi.',
      ],
    });
    const sv = await save(
      {
        posting_model: other,
        accounts: sie.accounts,
        confirmed: ['clearing'],
        article_write_back: 'price',
      },
      'sv',
    );
    expect(sv.json().errors.article_write_back).toEqual([
      'Skriva tillbaka till butiken går bara för Shopify och WooCommerce som bokförs i Fortnox eller Visma eEkonomi.',
    ]);
    // nothing of the refused save is stored
    expect(await stored(id)).toMatchObject({ articleWriteBack: 'none', postingModel });

    const stripe = await newSubscription('stripe', 'fortnox');
    const accounts = (await get(stripe)).json().accounts;
    expect((await get(stripe)).json().article_write_back_available).toBe(false);
    const payments = await save(
      { posting_model: 'per_payout', accounts, article_write_back: 'stock' },
      'en',
      stripe,
    );
    expect(payments.statusCode).toBe(400);
    expect(Object.keys(payments.json().errors)).toEqual(['article_write_back']);
    expect(await stored(stripe)).toMatchObject({
      articleWriteBack: 'none',
      postingModel: 'per_order',
    });
    // 'none' is always a valid answer
    const none = await save(
      { posting_model: 'per_payout', accounts, article_write_back: 'none' },
      'en',
      stripe,
    );
    expect(none.statusCode).toBe(200);
  });

  it('takes only the four choices, and only from those who may configure the app', async () => {
    const shop = await newSubscription('woocommerce', 'fortnox');
    const { accounts } = (await get(shop)).json();
    const unknown = await save(
      { posting_model: 'per_order', accounts, article_write_back: 'everything' },
      'en',
      shop,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('article_write_back');

    const assistant = await createUser(t.ctx.db, {
      email: 'assistant@configure.se',
      role: 'AssistingAccountant',
    });
    await assignAccountant(t.ctx.db, assistant.id, companyId);
    const assistantKey = await signIn(t.app, 'assistant@configure.se');
    const denied = await save(
      { posting_model: 'per_order', accounts, article_write_back: 'both' },
      'en',
      shop,
      assistantKey,
    );
    expect(denied.statusCode).toBe(403);
    expect((await stored(shop)).articleWriteBack).toBe('none');
  });
});
