import { describe, expect, it } from 'vitest';
import { toCatalogPage } from '../utils/catalog-page';
import { yearlySaving } from '../utils/prices';

describe('toCatalogPage (SPEC §3: a list or an object with results)', () => {
  it('keeps a paginated answer as it is', () => {
    const page = { count: 60, next: '/api/catalog/apps/?offset=50', previous: null, results: [1] };
    expect(toCatalogPage(page)).toEqual(page);
  });

  it('makes a bare list one page holding everything', () => {
    expect(toCatalogPage([{ slug: 'shopify' }, { slug: 'klarna' }])).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [{ slug: 'shopify' }, { slug: 'klarna' }],
    });
  });

  it('counts the results of an object that carries only results', () => {
    expect(toCatalogPage({ results: ['a', 'b', 'c'] })).toEqual({
      count: 3,
      next: null,
      previous: null,
      results: ['a', 'b', 'c'],
    });
  });

  it('reads anything else as an empty list', () => {
    for (const data of [null, undefined, 'oops', { items: [] }, { results: 'x' }]) {
      expect(toCatalogPage(data)).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
  });
});

describe('yearlySaving', () => {
  it('is SEK 100 a month (SPEC §9) for a 299 kr app paying 2 388 kr a year', () => {
    expect(yearlySaving({ monthly: '299.00', yearly: '2388.00' })).toBe('1200.00');
  });
  it('is nothing for a free item', () => {
    expect(yearlySaving({ monthly: '0.00', yearly: '0.00' })).toBeNull();
  });
});
