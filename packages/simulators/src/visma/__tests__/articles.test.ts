import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

async function start() {
  const started = await startSimulator();
  const company = started.sim.state.companies.get('token-a')!;
  const coding25 = company.codings.find((c) => c.VatRatePercent === 0.25)!.Id;
  const article = (overrides: Record<string, unknown> = {}) => ({
    Number: 'TRJ-1',
    Name: 'Tröja',
    NetPrice: 159.2,
    CodingId: coding25,
    UnitId: company.unitId,
    IsActive: true,
    StockBalance: 4,
    ...overrides,
  });
  return { ...started, company, article };
}

describe('Visma articles', () => {
  it('creates an article once per number, its gross price from the coding when not given', async () => {
    const { call, article } = await start();
    const made = await call('POST', '/v2/articles', article());
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ NetPrice: 159.2, GrossPrice: 199, StockBalance: 4 });
    const again = await call('POST', '/v2/articles', article());
    expect(again.status).toBe(409);
    const odd = await call('POST', '/v2/articles', article({ Number: 'X', NetPrice: 1.005 }));
    expect(odd.status).toBe(400);
  });

  it('replaces an article on PUT and moves its ChangedUtc', async () => {
    const { call, clock, article } = await start();
    const made = await call('POST', '/v2/articles', article());
    clock.ms += 60_000;
    const put = await call(
      'PUT',
      `/v2/articles/${made.body.Id}`,
      article({ Name: 'Tröja blå', GrossPrice: 249, NetPrice: 199.2 }),
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      Name: 'Tröja blå',
      GrossPrice: 249,
      CreatedUtc: made.body.CreatedUtc,
    });
    expect(put.body.ChangedUtc > made.body.ChangedUtc).toBe(true);
    const missing = await call('PUT', `/v2/articles/${crypto.randomUUID()}`, article());
    expect(missing.status).toBe(404);
  });

  it('filters on ChangedUtc with an OData date-time', async () => {
    const { call, clock, article } = await start();
    await call('POST', '/v2/articles', article());
    clock.ms += 3_600_000;
    await call('POST', '/v2/articles', article({ Number: 'TRJ-2' }));
    const filter = encodeURIComponent('ChangedUtc gt 2026-06-15T12:30:00Z');
    const changed = await call('GET', `/v2/articles?$filter=${filter}`);
    expect(changed.body.Data.map((a: { Number: string }) => a.Number)).toEqual(['TRJ-2']);
  });
});

describe('Visma customers', () => {
  it('keeps the invoice address and finds a customer by corporate identity number', async () => {
    const { call, company } = await start();
    const made = await call('POST', '/v2/customers', {
      Name: 'Bygg AB',
      CorporateIdentityNumber: '556677-8899',
      InvoiceAddress1: 'Storgatan 1',
      InvoicePostalCode: '111 22',
      InvoiceCity: 'Stockholm',
      InvoiceCountryCode: 'SE',
      TermsOfPaymentId: company.settings.TermsOfPaymentId,
      IsPrivatePerson: false,
      IsActive: true,
    });
    expect(made.body).toMatchObject({ CustomerNumber: '1', InvoiceAddress1: 'Storgatan 1' });
    const filter = encodeURIComponent("CorporateIdentityNumber eq '556677-8899'");
    const found = await call('GET', `/v2/customers?$filter=${filter}`);
    expect(found.body.Data).toEqual([expect.objectContaining({ Name: 'Bygg AB' })]);
  });

  it('refuses a postal code over ten characters', async () => {
    const { call, company } = await start();
    const res = await call('POST', '/v2/customers', {
      Name: 'A',
      InvoicePostalCode: '12345678901',
      InvoiceCity: 'Umeå',
      TermsOfPaymentId: company.settings.TermsOfPaymentId,
      IsPrivatePerson: true,
      IsActive: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(2000);
  });
});
