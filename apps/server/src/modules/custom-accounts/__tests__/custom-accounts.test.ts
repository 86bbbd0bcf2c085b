import type { CanonicalSale } from '@portal/connectors/model/sale';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../../../db/schema/events';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { createUser, signIn, signInOutsiders } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { accountsOf } from '../../bookkeeping/accounts';
import { rulesFor } from '../../bookkeeping/custom-accounts';
import { postSale } from '../../bookkeeping/post-sale';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { companyAccountRules } from '../custom-accounts.repository';

let t: TestApp;
let staff = '';
let companyId = 0;
let otherCompanyId = 0;
let shop: SubscriptionRow;
let otherShop: SubscriptionRow;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@accounts.test', role: 'Inhouse' });
  const owner = await createUser(t.ctx.db, {
    email: 'owner@accounts.test',
    companies: ['556900-0001', '556900-0002'],
  });
  [companyId, otherCompanyId] = (await companiesOfUser(t.ctx.db, owner.id)).map((c) => c.id) as [
    number,
    number,
  ];
  const subscription = (company: number) =>
    insertSubscription(t.ctx.db, {
      companyId: company,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      startDate: '2026-01-01',
    });
  shop = await subscription(companyId);
  otherShop = await subscription(otherCompanyId);
  staff = await signIn(t.app, 'staff@accounts.test');
});
afterAll(() => t.close());

const gifts = {
  account_type: 'revenue',
  account_number: '3010',
  match_type: 'sku',
  match_code: 'PRESENT-*',
  vat_rate: 25,
  event_type: null,
  accounting_number: '',
  product: true,
  shipping: false,
  discount: false,
  gift_cards: false,
  fee_lines: false,
  recurring_transactions: false,
};

const create = (payload: object, locale = 'sv') =>
  call(t.app, {
    method: 'POST',
    url: '/api/custom-accounts/',
    key: staff,
    payload,
    headers: { 'accept-language': locale },
  });

describe('custom account mappings', () => {
  it('are created, read, changed and deleted by staff, with who and when, and logged', async () => {
    const created = await create({ ...gifts, company: companyId, subscription: null });
    expect(created.statusCode, created.body).toBe(201);
    const mapping = created.json<{ id: number; created_at: string }>();
    expect(mapping).toMatchObject({
      company: companyId,
      company_name: 'Bolag 1 AB',
      for_company: true,
      account_number: '3010',
      created_by: { name: 'Test Person' },
      updated_by: { name: 'Test Person' },
    });

    t.clock.advance(60);
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/custom-accounts/${mapping.id}/`,
      key: staff,
      payload: { subscription: shop.id, match_code: 'GAVA-*' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json<{ updated_at: string; subscription_label: string }>();
    expect(after).toMatchObject({ match_code: 'GAVA-*', for_company: false });
    expect(after.subscription_label).toBe('Shopify → Fortnox');
    expect(after.updated_at > mapping.created_at).toBe(true);

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/custom-accounts/${mapping.id}/`,
      key: staff,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await call(t.app, { url: `/api/custom-accounts/${mapping.id}/`, key: staff });
    expect(gone.statusCode).toBe(404);

    const events = await t.ctx.db
      .select({ action: eventLog.action })
      .from(eventLog)
      .where(
        and(
          eq(eventLog.entity, 'custom_account_mapping'),
          eq(eventLog.entityId, String(mapping.id)),
        ),
      );
    expect(events.map((e) => e.action).sort()).toEqual(['created', 'deleted', 'updated']);
  });

  it('asks to confirm an account outside its type’s BAS range, with the range, and saves nothing until then', async () => {
    const outside = { ...gifts, company: companyId, subscription: null, account_number: '1930' };
    const refused = await create(outside);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.account_number[0]).toContain('3000–3999');
    const english = await create(outside, 'en');
    expect(english.json().errors.account_number[0]).toMatch(/outside the expected range 3000–3999/);
    const listed = await call(t.app, { url: '/api/custom-accounts/?search=1930', key: staff });
    expect(listed.json().count).toBe(0);

    const confirmed = await create({ ...outside, confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // changing something else does not ask again for the account already confirmed
    const id = confirmed.json<{ id: number }>().id;
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/custom-accounts/${id}/`,
      key: staff,
      payload: { match_code: 'KORT-*' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await call(t.app, { method: 'DELETE', url: `/api/custom-accounts/${id}/`, key: staff });
  });

  it('refuses what cannot be a mapping, in the reader’s language', async () => {
    const base = { ...gifts, company: companyId, subscription: null };
    const cases: [object, string, RegExp][] = [
      [{ ...base, product: false }, 'product', /minst en sorts rader/],
      [{ ...base, vat_rate: null }, 'vat_rate', /momssats/],
      [{ ...base, match_code: '' }, 'match_code', /obligatoriskt/],
      [{ ...base, account_number: '30100' }, 'account_number', /fyra siffror/],
      [{ ...base, subscription: otherShop.id }, 'subscription', /hör inte till bolaget/],
      [{ ...base, company: 2_147_483_647 }, 'company', /.+/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    const english = await create({ ...base, product: false }, 'en');
    expect(english.json().errors.product[0]).toMatch(/at least one kind of row/);
    const empty = await call(t.app, {
      method: 'PATCH',
      url: '/api/custom-accounts/1/',
      key: staff,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists with search, filters, ordering and pages in the database', async () => {
    for (const [company, number, type] of [
      [companyId, '3011', 'revenue'],
      [companyId, '6571', 'expense'],
      [otherCompanyId, '3012', 'revenue'],
    ] as const) {
      const rows =
        type === 'expense'
          ? { ...gifts, product: false, fee_lines: true, vat_rate: null, match_type: 'any' }
          : gifts;
      const res = await create({
        ...rows,
        company,
        subscription: null,
        account_type: type,
        account_number: number,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = async (query: string) =>
      (await call(t.app, { url: `/api/custom-accounts/?${query}`, key: staff })).json<{
        count: number;
        next: string | null;
        results: { account_number: string }[];
      }>();
    expect((await list('search=Bolag 2')).results.map((r) => r.account_number)).toEqual(['3012']);
    expect((await list('account_type=expense')).results.map((r) => r.account_number)).toEqual([
      '6571',
    ]);
    expect((await list('ordering=account_number')).results.map((r) => r.account_number)).toEqual([
      '3011',
      '3012',
      '6571',
    ]);
    const page = await list('ordering=-account_number&limit=2');
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.account_number)).toEqual(['6571', '3012']);
    expect(page.next).toContain('offset=2');
    const unknown = await call(t.app, { url: '/api/custom-accounts/?sort=x', key: staff });
    expect(unknown.statusCode).toBe(400);
  });

  it('books matching rows of the company’s sales on the mapped account, the most specific first', async () => {
    const rules = rulesFor(await companyAccountRules(t.ctx.db, companyId), shop.id);
    const sale: CanonicalSale = {
      kind: 'order',
      source: 'shopify',
      sourceId: '1',
      reference: '#1001',
      date: '2026-11-20',
      currency: 'SEK',
      customer: { name: 'Kund' },
      lines: [
        {
          kind: 'product',
          sku: 'PRESENT-1',
          description: 'Presentask',
          quantity: 1,
          net: 8000,
          vat: 2000,
          vatRate: 25,
        },
        {
          kind: 'product',
          sku: 'KAFFE',
          description: 'Kaffe',
          quantity: 1,
          net: 4000,
          vat: 1000,
          vatRate: 25,
        },
      ],
      discounts: [],
      giftCardsRedeemed: 0,
      total: 15000,
      warnings: [],
    };
    const credited = (accounts: ReturnType<typeof accountsOf>) =>
      Object.fromEntries(
        postSale(sale, accounts)
          .documents.flatMap((d) => d.rows)
          .filter((r) => r.credit > 0)
          .map((r) => [r.account, r.credit]),
      );
    // 3011 (company-wide, PRESENT-*, 25 %) takes the gift box; the coffee stays on 3001
    expect(credited(accountsOf(shop, rules))).toMatchObject({ '3011': 8000, '3001': 4000 });
    // the other company's mapping is not this company's
    expect(credited(accountsOf(shop, rules))['3012']).toBeUndefined();
    expect(credited(accountsOf(shop))).toMatchObject({ '3001': 12000 });
  });

  it('answers 403 to every role but in-house staff', async () => {
    const keys = await signInOutsiders(t.app, t.ctx.db, 'accounts');
    for (const [role, key] of Object.entries(keys)) {
      for (const [method, url] of [
        ['GET', '/api/custom-accounts/'],
        ['POST', '/api/custom-accounts/'],
        ['GET', '/api/custom-accounts/1/'],
        ['PATCH', '/api/custom-accounts/1/'],
        ['DELETE', '/api/custom-accounts/1/'],
      ] as const) {
        const res = await call(t.app, {
          method,
          url,
          key,
          payload:
            method === 'GET' || method === 'DELETE'
              ? undefined
              : { ...gifts, company: companyId, subscription: null },
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
