import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator } from './harness';

describe('Fortnox access tokens and rate limit', () => {
  it('answers 401 with an error body for a missing or unknown token', async () => {
    const { call } = await startSimulator();
    for (const token of ['', 'nobody']) {
      const res = await call('GET', '/3/accounts', undefined, token);
      expect(res.status).toBe(401);
      expect(res.body.ErrorInformation).toMatchObject({ Error: 1, Code: 2000311 });
    }
  });

  it('lets 25 requests through per 5 seconds and refuses the 26th until the window passes', async () => {
    const { call, clock } = await startSimulator();
    for (let i = 0; i < 25; i++) {
      expect((await call('GET', '/3/financialyears')).status).toBe(200);
    }
    const refused = await call('GET', '/3/financialyears');
    expect(refused.status).toBe(429);
    expect(refused.body.ErrorInformation).toMatchObject({ Error: 1, Code: 2000700 });
    clock.ms += 4_999;
    expect((await call('GET', '/3/financialyears')).status).toBe(429);
    clock.ms += 1;
    for (let i = 0; i < 25; i++) {
      expect((await call('GET', '/3/financialyears')).status).toBe(200);
    }
    expect((await call('GET', '/3/financialyears')).status).toBe(429);
  });

  it('keeps budgets and data apart per token', async () => {
    const { call } = await startSimulator();
    for (let i = 0; i < 25; i++) await call('GET', '/3/accounts', undefined, 'token-a');
    expect((await call('GET', '/3/accounts', undefined, 'token-a')).status).toBe(429);
    expect((await call('POST', '/3/vouchers', balancedVoucher(), 'token-b')).status).toBe(201);
    const own = await call('GET', '/3/vouchers', undefined, 'token-b');
    expect(own.body.Vouchers).toHaveLength(1);
  });

  it('separates data per token', async () => {
    const { call } = await startSimulator();
    await call('POST', '/3/vouchers', balancedVoucher(), 'token-a');
    const other = await call('GET', '/3/vouchers', undefined, 'token-b');
    expect(other.body.Vouchers).toEqual([]);
  });

  it('serves the seeded chart of accounts and financial years', async () => {
    const { call } = await startSimulator();
    const account = await call('GET', '/3/accounts/3740');
    expect(account.body.Account).toMatchObject({
      Number: 3740,
      Description: 'Öres- och kronutjämning',
    });
    const years = await call('GET', '/3/financialyears');
    expect(years.body.FinancialYears.map((y: { FromDate: string }) => y.FromDate)).toEqual([
      '2024-01-01',
      '2025-01-01',
    ]);
  });
});
