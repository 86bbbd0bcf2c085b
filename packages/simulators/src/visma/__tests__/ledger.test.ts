import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator, type ApiResponse } from './harness';

type Call = Awaited<ReturnType<typeof startSimulator>>['call'];

async function yearIds(call: Call): Promise<string[]> {
  const years = (await call('GET', '/v2/fiscalyears')).body.Data as { Id: string }[];
  return years.map((y) => y.Id);
}

const balancesOf = (body: ApiResponse['body']) =>
  Object.fromEntries(
    (body.Data as { AccountNumber: number; Balance: number }[]).map((b) => [
      b.AccountNumber,
      b.Balance,
    ]),
  );

describe('Visma opening and account balances', () => {
  it('keeps the first fiscal year’s opening balances (PUT, GET) for balance sheet accounts only', async () => {
    const { call } = await startSimulator();
    const put = await call('PUT', '/v2/fiscalyears/openingbalances', [
      { AccountNumber: 1930, Balance: 1000.5 },
      { AccountNumber: 2420, Balance: -1000.5 },
    ]);
    expect(put.status).toBe(200);
    expect(put.body).toEqual([
      { Name: 'Företagskonto/checkkonto/affärskonto', Number: 1930, Balance: 1000.5 },
      { Name: 'Förskott från kunder', Number: 2420, Balance: -1000.5 },
    ]);
    const got = await call('GET', '/v2/fiscalyears/openingbalances');
    expect(got.body.Meta).toMatchObject({ CurrentPage: 1, TotalNumberOfPages: 1 });
    expect(got.body.Data.find((b: { Number: number }) => b.Number === 1930).Balance).toBe(1000.5);
    expect(got.body.Data.some((b: { Number: number }) => b.Number >= 3000)).toBe(false);
    const refusals = [
      [{ AccountNumber: 3001, Balance: 1 }],
      [{ AccountNumber: 1931, Balance: 1 }],
      [{ AccountNumber: 1930, Balance: 0.001 }],
      { AccountNumber: 1930, Balance: 1 },
    ];
    for (const body of refusals) {
      const res = await call('PUT', '/v2/fiscalyears/openingbalances', body);
      expect(res.status).toBe(400);
      expect(res.body.ErrorCode).toBeGreaterThanOrEqual(2000);
    }
    const after = await call('GET', '/v2/fiscalyears/openingbalances');
    expect(after.body.Data.find((b: { Number: number }) => b.Number === 1930).Balance).toBe(1000.5);
  });

  it('answers balances on a date: balance accounts since the start, results for the year, 2099 carried', async () => {
    const { call } = await startSimulator();
    await call('PUT', '/v2/fiscalyears/openingbalances', [
      { AccountNumber: 1930, Balance: 100 },
      { AccountNumber: 2420, Balance: -100 },
    ]);
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherDate: '2025-03-01' }));
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherDate: '2026-02-01' }));
    const before = await call('GET', '/v2/accountbalances/2025-02-28');
    expect(balancesOf(before.body)).toEqual({ 1930: 100, 2420: -100 });
    const yearEnd = await call('GET', '/v2/accountbalances/2025-12-31');
    expect(balancesOf(yearEnd.body)).toEqual({ 1580: -1000, 1930: 1070.5, 2420: -100, 6570: 29.5 });
    expect(
      yearEnd.body.Data.find((b: { AccountNumber: number }) => b.AccountNumber === 6570),
    ).toMatchObject({
      AccountName: 'Bankkostnader',
      AccountType: 6,
    });
    const next = await call('GET', '/v2/accountbalances/2026-12-31');
    expect(balancesOf(next.body)).toEqual({
      1580: -2000,
      1930: 2041,
      2099: 29.5,
      2420: -100,
      6570: 29.5,
    });
    const one = await call('GET', '/v2/accountbalances/2099/2026-06-30');
    expect(one.body).toMatchObject({ AccountNumber: 2099, Balance: 29.5 });
    expect((await call('GET', '/v2/accountbalances/2025-02-30')).status).toBe(400);
    const outside = await call('GET', '/v2/accountbalances/2031-01-01');
    expect([outside.status, outside.body.ErrorCode]).toEqual([400, 3001]);
    expect((await call('GET', '/v2/accountbalances/9999/2026-06-30')).status).toBe(404);
    expect((await call('GET', '/v2/accountbalances/2026-06-30', undefined, 'nope')).status).toBe(
      401,
    );
  });

  it('reads one fiscal year and the vouchers changed since a point in time', async () => {
    const { call, clock } = await startSimulator();
    const [first] = await yearIds(call);
    const year = await call('GET', `/v2/fiscalyears/${first}`);
    expect(year.body).toMatchObject({ Id: first, StartDate: '2025-01-01T00:00:00' });
    expect((await call('GET', '/v2/fiscalyears/nope')).status).toBe(404);
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherDate: '2025-03-01' }));
    clock.ms += 60_000;
    const since = new Date(clock.ms - 1).toISOString();
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherDate: '2025-03-02' }));
    const filter = encodeURIComponent(`ModifiedUtc gt ${since}`);
    const changed = await call('GET', `/v2/vouchers/${first}?$filter=${filter}`);
    expect(changed.body.Data.map((v: { VoucherDate: string }) => v.VoucherDate)).toEqual([
      '2025-03-02T00:00:00',
    ]);
  });
});
