import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem, FaqItem } from '@portal/contracts/schemas/catalog';
import type { Page } from '@portal/contracts/pagination';
import { faqItems } from '../../../db/schema/catalog';
import { seedReferenceData } from '../../../seed/reference';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';

let t: TestApp;
let ownerKey: string;
let partnerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'owner@catalog.test', companies: ['5566001122'] });
  await createUser(t.ctx.db, { email: 'partner@catalog.test', role: 'PartnerAccountant' });
  ownerKey = await signIn(t.app, 'owner@catalog.test');
  partnerKey = await signIn(t.app, 'partner@catalog.test');
});
afterAll(() => t.close());

async function list(path: string, key = ownerKey, lang = 'sv') {
  const res = await call(t.app, { url: `/api/catalog/${path}`, key, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<CatalogItem>>();
}

const slugs = (page: Page<CatalogItem>) => page.results.map((item) => item.slug);

describe('catalogue lists', () => {
  it('lists the five apps with prices, entities and the accountings each works with', async () => {
    const page = await list('apps/');
    expect(page.count).toBe(5);
    expect(slugs(page)).toEqual(['shopify', 'woocommerce', 'stripe', 'klarna', 'sendcloud']);
    expect(page.results[4]).toMatchObject({ category: 'shipping', name: 'Sendcloud' });
    const shopify = page.results[0]!;
    expect(shopify).toMatchObject({
      kind: 'app',
      name: 'Shopify',
      logo: '/logos/shopify.svg',
      category: 'webshop',
      accountings: ['fortnox', 'visma', 'sie'],
      is_payment: false,
      standalone: false,
      // SPEC §9: yearly saves SEK 100 per month
      prices: { monthly: '299.00', quarterly: '897.00', semiannual: '1794.00', yearly: '2388.00' },
    });
    expect(shopify.entities).toContain('orders');
    const stripe = page.results[2]!;
    expect(stripe).toMatchObject({ is_payment: true, accountings: ['fortnox', 'visma'] });
  });

  it('lists the three accountings, the SIE file as standalone, and the two products', async () => {
    const accountings = await list('accountings/');
    expect(accountings.results.map((a) => [a.slug, a.name, a.standalone])).toEqual([
      ['fortnox', 'Fortnox', false],
      ['visma', 'Visma eEkonomi', false],
      ['sie', 'SIE 4-fil', true],
    ]);
    const products = await list('products/');
    expect(slugs(products)).toEqual(['history_import', 'consultation_hour']);
    // SPEC §9: SEK 1,200 per hour excluding VAT
    expect(products.results[1]!.prices).toEqual({ unit: '1200.00' });
  });

  it('searches name and description and filters by category', async () => {
    expect(slugs(await list('apps/?search=shop'))).toEqual(['shopify']);
    expect(slugs(await list('apps/?search=WORDPRESS', ownerKey, 'en'))).toEqual(['woocommerce']);
    expect(slugs(await list('apps/?category=payment'))).toEqual(['stripe', 'klarna']);
    expect(slugs(await list('apps/?category=payment&search=shop'))).toEqual([]);
    // a LIKE wildcard is matched literally
    expect((await list('apps/?search=%25')).count).toBe(0);
  });

  it('pages with limit and offset and links the next page', async () => {
    const first = await list('apps/?limit=3');
    expect(first).toMatchObject({ count: 5, previous: null });
    expect(first.results).toHaveLength(3);
    expect(first.next).toContain('offset=3');
    const second = await list('apps/?limit=3&offset=3');
    expect(slugs(second)).toEqual(['klarna', 'sendcloud']);
    expect(second.next).toBeNull();
  });

  it("describes each item in the caller's language", async () => {
    const [sv] = (await list('apps/?search=shopify', ownerKey, 'sv')).results;
    const [en] = (await list('apps/?search=shopify', ownerKey, 'en')).results;
    expect(sv!.description).toMatch(/Bokför varje order/);
    expect(en!.description).toMatch(/Books every order/);
  });

  it('is open to any signed-in role, not to anonymous callers', async () => {
    expect((await list('apps/', partnerKey)).count).toBe(5);
    const anonymous = await call(t.app, { url: '/api/catalog/apps/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown category or a negative offset with a 400', async () => {
    for (const query of ['category=groceries', 'offset=-1', 'limit=0']) {
      const res = await call(t.app, { url: `/api/catalog/apps/?${query}`, key: ownerKey });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('seeding again keeps the rows and what staff changed in them', async () => {
    const before = await list('apps/');
    await seedReferenceData(t.ctx.db);
    expect((await list('apps/')).results).toEqual(before.results);
  });
});

describe('FAQ', () => {
  async function faq(query: string, key = ownerKey, lang = 'sv') {
    const res = await call(t.app, { url: `/api/catalog/faq/${query}`, key, lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FaqItem[]>();
  }

  beforeAll(async () => {
    await t.ctx.db.insert(faqItems).values([
      { appSlug: 'shopify', locale: 'sv', question: 'Dold fråga', answer: '-', isHidden: true },
      {
        appSlug: 'shopify',
        locale: 'sv',
        question: 'Bara för kunder',
        answer: '-',
        visibleForCustomerOnly: true,
      },
    ]);
  });

  it("gives an app's questions in the caller's language", async () => {
    const sv = await faq('?app=shopify');
    const en = await faq('?app=shopify', ownerKey, 'en');
    expect(sv.every((item) => item.app_slug === 'shopify')).toBe(true);
    expect(sv.map((item) => item.question)).toContain('Hur långt tillbaka importeras historiken?');
    expect(en.map((item) => item.question)).toContain('How far back is history imported?');
    expect(en.map((item) => item.question)).not.toContain('Bara för kunder');
  });

  it('leaves out hidden items, and customer-only items for accountants', async () => {
    const owner = (await faq('?app=shopify')).map((item) => item.question);
    expect(owner).not.toContain('Dold fråga');
    expect(owner).toContain('Bara för kunder');
    const partner = (await faq('?app=shopify', partnerKey)).map((item) => item.question);
    expect(partner).not.toContain('Bara för kunder');
    expect(partner.length).toBe(owner.length - 1);
  });

  it('gives the general questions without an app, and none for an unknown app', async () => {
    const general = await faq('');
    expect(general.length).toBeGreaterThanOrEqual(3);
    expect(general.every((item) => item.app_slug === null)).toBe(true);
    expect(await faq('?app=nosuchapp')).toEqual([]);
    const bad = await call(t.app, { url: '/api/catalog/faq/?app=../x', key: ownerKey });
    expect(bad.statusCode).toBe(400);
  });
});
