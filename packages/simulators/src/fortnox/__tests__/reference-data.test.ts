import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator, year } from './harness';

describe('Fortnox reference data', () => {
  it('serves accounts with VAT codes and active flags, and refuses inactive accounts', async () => {
    const { sim, call } = await startSimulator();
    const sales = await call('GET', '/3/accounts/3001');
    expect(sales.body.Account).toMatchObject({ Number: 3001, VATCode: 'MP1', Active: true });
    const list = await call('GET', '/3/accounts?limit=500');
    expect(list.body.Accounts.find((a: { Number: number }) => a.Number === 2611)).toMatchObject({
      VATCode: 'U1',
    });
    sim.state.tenants.get('token-a')!.accounts.get(6570)!.Active = false;
    const refused = await call('POST', '/3/vouchers', balancedVoucher());
    expect(refused.status).toBe(400);
    expect(refused.body.ErrorInformation.Code).toBe(2001266);
  });

  it('finds the financial year of a date', async () => {
    const { call } = await startSimulator();
    const found = await call('GET', `/3/financialyears?date=${year}-03-01`);
    expect(found.body.FinancialYears).toHaveLength(1);
    expect(found.body.FinancialYears[0]).toMatchObject({ FromDate: `${year}-01-01` });
    const none = await call('GET', '/3/financialyears?date=2019-03-01');
    expect(none.body.FinancialYears).toEqual([]);
  });

  it('serves the seeded currencies', async () => {
    const { call } = await startSimulator();
    const list = await call('GET', '/3/currencies');
    expect(list.body.Currencies.map((c: { Code: string }) => c.Code)).toEqual([
      'SEK',
      'EUR',
      'USD',
      'NOK',
      'DKK',
    ]);
    expect((await call('GET', '/3/currencies/EUR')).body.Currency).toMatchObject({ Code: 'EUR' });
    expect((await call('GET', '/3/currencies/XYZ')).status).toBe(404);
  });

  it('creates articles and lists them', async () => {
    const { call } = await startSimulator();
    const made = await call('POST', '/3/articles', {
      Article: { Description: 'Tröja', SalesPrice: 199.2, VAT: 25 },
    });
    expect(made.status).toBe(201);
    expect(made.body.Article).toMatchObject({ ArticleNumber: '1', SalesAccount: 3001 });
    const list = await call('GET', '/3/articles?articlenumber=1');
    expect(list.body.Articles).toEqual([expect.objectContaining({ Description: 'Tröja' })]);
    const bad = await call('POST', '/3/articles', { Article: { Description: '' } });
    expect(bad.status).toBe(400);
  });

  it('finds customers by email', async () => {
    const { call } = await startSimulator();
    await call('POST', '/3/customers', { Customer: { Name: 'Anna', Email: 'anna@example.se' } });
    await call('POST', '/3/customers', { Customer: { Name: 'Bo', Email: 'bo@example.se' } });
    const found = await call('GET', '/3/customers?email=bo@example.se');
    expect(found.body.Customers).toEqual([expect.objectContaining({ Name: 'Bo' })]);
  });
});
