import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

const shirt = {
  ArticleNumber: 'TRJ-1',
  Description: 'Tröja',
  SalesPrice: 159.2,
  VAT: 25,
  Unit: 'st',
  QuantityInStock: 12,
};

describe('Fortnox articles', () => {
  it('creates an article under the number given, once', async () => {
    const { call } = await startSimulator();
    const made = await call('POST', '/3/articles', { Article: shirt });
    expect(made.status).toBe(201);
    expect(made.body.Article).toMatchObject({ ...shirt, SalesAccount: 3001 });
    const again = await call('POST', '/3/articles', { Article: shirt });
    expect(again.status).toBe(400);
    expect(again.body.ErrorInformation.Message).toContain('TRJ-1');
    const list = await call('GET', '/3/articles?articlenumber=TRJ-1');
    expect(list.body.Articles).toEqual([
      expect.objectContaining({ SalesPrice: '159.2', VAT: '25', QuantityInStock: 12 }),
    ]);
  });

  it('updates only the properties a PUT gives, and never the number', async () => {
    const { call } = await startSimulator();
    await call('POST', '/3/articles', { Article: shirt });
    const put = await call('PUT', '/3/articles/TRJ-1', { Article: { SalesPrice: 175 } });
    expect(put.status).toBe(200);
    expect(put.body.Article).toMatchObject({ ...shirt, SalesPrice: 175 });
    const renumber = await call('PUT', '/3/articles/TRJ-1', { Article: { ArticleNumber: 'X' } });
    expect(renumber.status).toBe(400);
    expect((await call('PUT', '/3/articles/NOPE', { Article: { SalesPrice: 1 } })).status).toBe(
      404,
    );
  });

  it('refuses a VAT rate Sweden does not have and a description over 200 characters', async () => {
    const { call } = await startSimulator();
    const vat = await call('POST', '/3/articles', { Article: { ...shirt, VAT: 24 } });
    expect(vat.status).toBe(400);
    const long = await call('POST', '/3/articles', {
      Article: { ...shirt, Description: 'x'.repeat(201) },
    });
    expect(long.status).toBe(400);
    await call('POST', '/3/articles', { Article: shirt });
    const put = await call('PUT', '/3/articles/TRJ-1', { Article: { VAT: 7 } });
    expect(put.status).toBe(400);
  });

  it('lists the articles changed since a time (Swedish local, to the minute)', async () => {
    const { clock, call } = await startSimulator();
    await call('POST', '/3/articles', { Article: shirt });
    await call('POST', '/3/articles', { Article: { ...shirt, ArticleNumber: 'TRJ-2' } });
    clock.ms += 3_600_000;
    // 15 June 13:00 UTC is 15:00 in Stockholm (summer time)
    await call('PUT', '/3/articles/TRJ-2', { Article: { SalesPrice: 99 } });
    const since = await call('GET', '/3/articles?lastmodified=2025-06-15 15:00');
    expect(since.body.Articles.map((a: { ArticleNumber: string }) => a.ArticleNumber)).toEqual([
      'TRJ-2',
    ]);
    const before = await call('GET', '/3/articles?lastmodified=2025-06-15 14:00');
    expect(before.body.Articles).toHaveLength(2);
  });
});

describe('Fortnox customers', () => {
  it('keeps the address fields and finds a customer by organisation number', async () => {
    const { call } = await startSimulator();
    const made = await call('POST', '/3/customers', {
      Customer: {
        Name: 'Bygg AB',
        OrganisationNumber: '556677-8899',
        Address1: 'Storgatan 1',
        Address2: 'Box 12',
        ZipCode: '111 22',
        City: 'Stockholm',
        CountryCode: 'SE',
        Type: 'COMPANY',
      },
    });
    expect(made.body.Customer).toMatchObject({ Address2: 'Box 12', CountryCode: 'SE' });
    await call('POST', '/3/customers', { Customer: { Name: 'Anna' } });
    const found = await call('GET', '/3/customers?organisationnumber=556677-8899');
    expect(found.body.Customers).toEqual([expect.objectContaining({ Name: 'Bygg AB' })]);
  });

  it('refuses a zip code over ten characters and a country code that is not one', async () => {
    const { call } = await startSimulator();
    const zip = await call('POST', '/3/customers', {
      Customer: { Name: 'A', ZipCode: '12345678901' },
    });
    expect(zip.status).toBe(400);
    const country = await call('POST', '/3/customers', {
      Customer: { Name: 'A', CountryCode: 'Sverige' },
    });
    expect(country.status).toBe(400);
    expect((await call('GET', '/3/customers')).body.Customers).toEqual([]);
  });
});
