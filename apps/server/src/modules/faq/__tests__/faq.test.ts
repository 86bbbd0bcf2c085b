import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '@portal/contracts/permissions';
import type { Permission } from '@portal/contracts/permissions';
import { ROLES } from '@portal/contracts/roles';
import type { Role } from '@portal/contracts/roles';
import type { FaqCategory, FaqEntry, FaqPage } from '@portal/contracts/schemas/faq';
import { faqItems } from '../../../db/schema/catalog';
import { notifications } from '../../../db/schema/notifications';
import { seedReferenceData } from '../../../seed/reference';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { INERT, XSS_PAYLOADS } from '../../../test/xss';

let t: TestApp;
const keys = new Map<Role, string>();
let staffId = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  for (const [i, role] of ROLES.entries()) {
    const email = `${role.toLowerCase()}@faq.test`;
    const user = await createUser(t.ctx.db, {
      email,
      role,
      ...(role === 'Owner' ? { companies: [`55660011${String(i).padStart(2, '0')}`] } : {}),
    });
    if (role === 'Inhouse') staffId = user.id;
    keys.set(role, await signIn(t.app, email));
  }
});
afterAll(() => t.close());

const key = (role: Role) => keys.get(role)!;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(role: Role, method: Method, url: string, payload?: object, lang = 'sv') {
  return call(t.app, { method, url: `/api/faq/${url}`, key: key(role), lang, payload });
}

async function staffCreates(body: object): Promise<FaqEntry> {
  const res = await api('Inhouse', 'POST', '', {
    question: 'Hur bokförs presentkort?',
    answer: '<p>Som en skuld tills kortet används.</p>',
    locale: 'sv',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FaqEntry>();
}

async function listAs(role: Role, query = '', lang = 'sv') {
  const res = await api(role, 'GET', query, undefined, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FaqPage>();
}
const ids = (page: FaqPage) => page.results.map((item) => item.id);

describe('who may do what (SPEC §6)', () => {
  it('refuses every role the permission matrix does not list, on every FAQ endpoint', async () => {
    const item = await staffCreates({ question: 'Rollprov' });
    const [category] = (await api('Inhouse', 'GET', 'categories/')).json<FaqCategory[]>();
    const endpoints: [Permission, Method, string, object?][] = [
      ['view:faq', 'GET', ''],
      ['view:faq', 'GET', 'for-reasons/?codes=unknown_vat_rate'],
      ['view:faq', 'GET', 'categories/'],
      ['create:faq', 'POST', 'questions/', { question: 'Får jag fråga?' }],
      ['update:faq', 'POST', '', { question: 'Kapad', answer: '<p>x</p>', locale: 'sv' }],
      ['update:faq', 'PATCH', `${item.id}/`, { is_hidden: true }],
      ['delete:faq', 'DELETE', `${item.id}/`],
      ['manage:faq-categories', 'POST', 'categories/', { name_sv: 'Kapad', name_en: 'Hijacked' }],
      ['manage:faq-categories', 'PATCH', `categories/${category!.id}/`, { name_sv: 'Kapad' }],
      ['manage:faq-categories', 'DELETE', `categories/${category!.id}/`],
    ];
    const refused: string[] = [];
    for (const [permission, method, url, payload] of endpoints) {
      for (const role of ROLES) {
        if (can(role, permission)) continue;
        const res = await api(role, method, url, payload);
        if (res.statusCode !== 403) refused.push(`${role} ${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    // nothing of it happened
    const after = (await api('Inhouse', 'GET', `?question=${item.id}`)).json<FaqPage>();
    expect(after.results[0]).toMatchObject({ question: 'Rollprov', is_hidden: false });
    const categories = (await api('Inhouse', 'GET', 'categories/')).json<FaqCategory[]>();
    expect(categories.map((c) => c.name_sv)).not.toContain('Kapad');
    // NonPartnerAccountant has no FAQ at all; everyone else reads it
    expect(ROLES.filter((role) => !can(role, 'view:faq'))).toEqual(['NonPartnerAccountant']);
  });
});

describe('hidden and customer-only items', () => {
  it('shows hidden items to in-house staff only, flagged, and customer-only items to customers', async () => {
    const hidden = await staffCreates({ question: 'Dold fråga', is_hidden: true });
    const customers = await staffCreates({
      question: 'Bara för kunder',
      visible_for_customer_only: true,
    });
    const staff = await listAs('Inhouse', '?limit=500');
    expect(staff.results.find((i) => i.id === hidden.id)).toMatchObject({ is_hidden: true });
    for (const role of ['Owner', 'Colleague'] as const) {
      const seen = ids(await listAs(role, '?limit=500'));
      expect(seen, role).not.toContain(hidden.id);
      expect(seen, role).toContain(customers.id);
    }
    for (const role of ['MasterAccountant', 'PartnerAccountant', 'AssistingAccountant'] as const) {
      const seen = ids(await listAs(role, '?limit=500'));
      expect(seen, role).not.toContain(hidden.id);
      expect(seen, role).not.toContain(customers.id);
    }
  });

  it('hides an item on a PATCH and the owner no longer finds it', async () => {
    const item = await staffCreates({ question: 'Hur hanteras dricks?' });
    expect(ids(await listAs('Owner', '?q=dricks'))).toContain(item.id);
    const res = await api('Inhouse', 'PATCH', `${item.id}/`, { is_hidden: true });
    expect(res.json<FaqEntry>().is_hidden).toBe(true);
    expect(ids(await listAs('Owner', '?q=dricks'))).not.toContain(item.id);
  });

  it('lets only in-house staff choose the language they read', async () => {
    const en = await listAs('Inhouse', '?locale=en&limit=500');
    expect(en.results.every((item) => item.locale === 'en')).toBe(true);
    const owner = await listAs('Owner', '?locale=en&limit=500');
    expect(owner.results.every((item) => item.locale === 'sv')).toBe(true);
  });
});

describe('writing items', () => {
  it('stores every XSS payload in an answer inert and keeps its words', async () => {
    for (const payload of XSS_PAYLOADS) {
      const item = await staffCreates({
        answer: `<p>Svar</p>${payload}`,
        is_hidden: true,
      });
      expect(item.answer, payload).not.toMatch(INERT);
      const read = (await listAs('Inhouse', `?question=${item.id}`)).results[0]!;
      expect(read.answer, payload).not.toMatch(INERT);
      expect(read.answer).toContain('<p>Svar</p>');
    }
  });

  it('refuses a shown item without an answer and a question over 300 characters', async () => {
    const blank = await api('Inhouse', 'POST', '', {
      question: 'Tomt svar?',
      answer: '<p>  </p><script>x</script>',
      locale: 'sv',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: { answer: ['Skriv ett svar innan frågan visas.'] },
    });
    const long = await api('Inhouse', 'POST', '', {
      question: 'x'.repeat(301),
      answer: '<p>ok</p>',
      locale: 'sv',
    });
    expect(long.statusCode).toBe(400);
    const unknown = await api('Inhouse', 'POST', '', {
      question: 'Okänd kategori',
      answer: '<p>ok</p>',
      locale: 'sv',
      category: 999_999,
      app: 'nosuchapp',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.category).toEqual(['Kategorin finns inte.']);
  });

  it('deletes an item; a second delete finds nothing', async () => {
    const item = await staffCreates({ question: 'Borttagen' });
    expect((await api('Inhouse', 'DELETE', `${item.id}/`)).statusCode).toBe(204);
    expect((await api('Inhouse', 'DELETE', `${item.id}/`)).statusCode).toBe(404);
    expect((await api('Inhouse', 'PATCH', `${item.id}/`, { is_hidden: true })).statusCode).toBe(
      404,
    );
  });
});

describe('a question a customer sends in', () => {
  it('is stored hidden with their name and e-mail, tells in-house staff, and is answered by editing', async () => {
    const res = await api('Owner', 'POST', 'questions/', {
      question: 'Hur bokförs <b>swish</b>-betalningar?',
      app: 'shopify',
    });
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<FaqEntry>();
    const [row] = await t.ctx.db.select().from(faqItems).where(eq(faqItems.id, asked.id));
    expect(row).toMatchObject({
      isHidden: true,
      customerEmail: 'owner@faq.test',
      customerName: 'Test Person',
      appSlug: 'shopify',
      answer: '',
    });
    // the owner does not see it until it is answered
    expect(ids(await listAs('Owner', '?limit=500'))).not.toContain(asked.id);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staffId), eq(notifications.kind, 'faq')));
    expect(notice).toMatchObject({ link: `/faq?question=${asked.id}` });
    expect(notice!.text).toContain('owner@faq.test');

    const staff = (await listAs('Inhouse', `?question=${asked.id}`)).results[0]!;
    expect(staff).toMatchObject({
      unanswered: true,
      customer_email: 'owner@faq.test',
      is_hidden: true,
    });
    const answered = await api('Inhouse', 'PATCH', `${asked.id}/`, {
      answer: '<p>Som kortbetalningar, mot Swish-avräkningen.</p>',
      is_hidden: false,
    });
    expect(answered.json<FaqEntry>()).toMatchObject({ unanswered: false, is_hidden: false });
    const owner = await listAs('Owner', '?q=swish');
    expect(owner.results.find((item) => item.id === asked.id)).toMatchObject({
      customer_email: '',
      customer_name: '',
    });
  });

  it('cannot be shown before it has an answer', async () => {
    const asked = (
      await api('Owner', 'POST', 'questions/', { question: 'Obesvarad?' })
    ).json<FaqEntry>();
    const res = await api('Inhouse', 'PATCH', `${asked.id}/`, { is_hidden: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.answer).toEqual(['Skriv ett svar innan frågan visas.']);
  });
});

describe('answers to sync reasons', () => {
  it('answers a reason in the caller’s language, the app’s own answer first', async () => {
    const own = await staffCreates({
      question: 'Shopify och 12 % moms',
      app: 'shopify',
      reason_codes: ['unknown_vat_rate'],
    });
    const res = await api(
      'Owner',
      'GET',
      'for-reasons/?codes=unknown_vat_rate,payout_mismatch&app=shopify',
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<FaqEntry[]>();
    expect(items[0]!.id).toBe(own.id);
    expect(items.map((i) => i.question)).toContain(
      'Varför bokfördes en order på kontona för 25 % moms?',
    );
    expect(items.every((i) => i.app === null || i.app === 'shopify')).toBe(true);
    const en = await api('Owner', 'GET', 'for-reasons/?codes=unknown_vat_rate', undefined, 'en');
    expect(en.json<FaqEntry[]>().map((i) => i.question)).toEqual([
      'Why was an order booked on the 25 % VAT accounts?',
    ]);
    const none = await api('Owner', 'GET', 'for-reasons/?codes=no_such_reason');
    expect(none.json()).toEqual([]);
  });
});

describe('categories', () => {
  it('creates, renames and deletes a category; its items stay, uncategorised', async () => {
    const created = await api('Inhouse', 'POST', 'categories/', {
      name_sv: 'Frakt',
      name_en: 'Shipping',
      sort_order: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json<FaqCategory>();
    expect(category).toMatchObject({ key: 'shipping', name: 'Frakt', item_count: 0 });
    const taken = await api('Inhouse', 'POST', 'categories/', {
      name_sv: 'frakt',
      name_en: 'Freight',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name_sv).toEqual(['Det finns redan en kategori med det namnet.']);
    const blank = await api('Inhouse', 'POST', 'categories/', { name_sv: ' ', name_en: 'X' });
    expect(blank.statusCode).toBe(400);

    const item = await staffCreates({ question: 'Vad kostar frakten?', category: category.id });
    const renamed = await api('Inhouse', 'PATCH', `categories/${category.id}/`, {
      name_en: 'Delivery',
    });
    expect(renamed.json<FaqCategory>()).toMatchObject({ name_en: 'Delivery', item_count: 1 });
    expect((await api('Inhouse', 'DELETE', `categories/${category.id}/`)).statusCode).toBe(204);
    const read = (await listAs('Owner', `?question=${item.id}`)).results[0]!;
    expect(read).toMatchObject({ category: null, category_name: '' });
  });
});
