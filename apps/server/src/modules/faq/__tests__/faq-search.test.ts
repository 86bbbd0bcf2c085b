import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqPage } from '@portal/contracts/schemas/faq';
import { seedReferenceData } from '../../../seed/reference';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { buildTsQuery, queryWords } from '../faq-search';

/** The forgiving search: word forms, typos and prefixes in Swedish and English (reference FAQ). */
let t: TestApp;
let ownerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  await createUser(t.ctx.db, { email: 'owner@faq-search.test', companies: ['5566001199'] });
  ownerKey = await signIn(t.app, 'owner@faq-search.test');
});
afterAll(() => t.close());

async function search(q: string, lang: 'sv' | 'en') {
  const res = await call(t.app, {
    url: `/api/faq/?q=${encodeURIComponent(q)}`,
    key: ownerKey,
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FaqPage>();
}
const questions = (page: FaqPage) => page.results.map((item) => item.question);

describe('query words', () => {
  it('splits on anything but letters and digits and keeps å, ä, ö', () => {
    expect(queryWords('Återbetalning, MOMS 25% & (utbetalning)')).toEqual([
      'återbetalning',
      'moms',
      '25',
      'utbetalning',
    ]);
  });

  it('never hands an operator to to_tsquery', () => {
    const alike = new Map([['moms', ['moms', "x'|y", 'momssats']]]);
    expect(buildTsQuery(['moms', '!'], alike, 'and')).toBe('(moms:* | momssats)');
  });
});

describe('searching the FAQ', () => {
  it('finds a Swedish answer by a misspelled word', async () => {
    const page = await search('utbetalnigar', 'sv');
    expect(questions(page)).toContain('Vad bokförs för en utbetalning?');
    expect(questions(page)).toContain('Varför stämmer inte utbetalningen med transaktionerna?');
  });

  it('finds a Swedish word in another form', async () => {
    const page = await search('återbetalningen', 'sv');
    expect(questions(page)).toContain('Varför väntar återbetalningen på ordern?');
  });

  it('forgives a doubled letter: “momss” finds moms', async () => {
    const page = await search('momss', 'sv');
    expect(page.count).toBeGreaterThan(0);
    expect(questions(page)).toContain('Varför bokfördes en order på kontona för 25 % moms?');
  });

  it('finds English answers by word forms and typos', async () => {
    for (const q of ['refunded', 'refunds', 'refnud']) {
      const page = await search(q, 'en');
      expect(questions(page), q).toContain('What happens when a customer is refunded?');
    }
    const payout = await search('payuot mismatch', 'en');
    expect(questions(payout)[0]).toBe('Why does the payout not match its transactions?');
  });

  it('finds an answer by a word only its answer holds', async () => {
    const page = await search('avstämningskontot', 'sv');
    expect(questions(page)).toContain('Varför summerar orderraderna inte till ordersumman?');
  });

  it('searches only the caller’s language', async () => {
    const sv = await search('refunded', 'sv');
    expect(sv.results.every((item) => item.locale === 'sv')).toBe(true);
    expect(questions(sv)).not.toContain('What happens when a customer is refunded?');
    const en = await search('utbetalning', 'en');
    expect(en.results.every((item) => item.locale === 'en')).toBe(true);
  });

  it('answers nothing, not everything, for a word no item holds', async () => {
    const page = await search('zxqvkjh', 'sv');
    expect(page).toMatchObject({ count: 0, results: [], facets: [] });
  });

  it('counts the matches per category for the filter chips', async () => {
    const page = await search('utbetalning', 'sv');
    const total = page.facets.reduce((sum, facet) => sum + facet.count, 0);
    expect(total).toBe(page.count);
    const first = page.facets[0]!;
    const filtered = await call(t.app, {
      url: `/api/faq/?q=utbetalning&category=${first.category ?? 'none'}`,
      key: ownerKey,
    });
    expect(filtered.json<FaqPage>().count).toBe(first.count);
  });
});
