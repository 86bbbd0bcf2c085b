import { afterEach, describe, expect, it } from 'vitest';
import { openFortnoxApi } from '../connector';
import { findOrCreateArticle } from '../resources/articles';
import { startFortnox } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

let fortnox: SimulatedFortnox | undefined;
afterEach(async () => {
  await fortnox?.sim.close();
  fortnox = undefined;
});

describe('Fortnox articles', () => {
  it('creates an article once and finds it by number afterwards', async () => {
    fortnox = await startFortnox();
    const { sim, credentials } = fortnox;
    const api = openFortnoxApi({ baseUrl: sim.url, credentials }, fortnox.runtime());
    const shirt = {
      number: 'SKU-1',
      description: 'Tröja',
      salesAccount: '3001',
      price: 19920,
      vatRate: 25,
    };
    expect(await findOrCreateArticle(api, shirt)).toBe('SKU-1');
    expect(await findOrCreateArticle(api, shirt)).toBe('SKU-1');
    const articles = sim.state.tenants.get('company-token')!.articles.map((a) => a.article);
    expect(articles).toEqual([
      expect.objectContaining({ ArticleNumber: 'SKU-1', SalesPrice: 199.2, SalesAccount: 3001 }),
    ]);
  });
});
