import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator, year, type ApiResponse } from './harness';

const expectError = (res: ApiResponse, code: number) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    ErrorInformation: { Error: 1, Message: expect.any(String), Code: code },
  });
};

describe('Fortnox vouchers', () => {
  it('creates a voucher with the next number in its series and reads it back', async () => {
    const { call } = await startSimulator();
    const first = await call('POST', '/3/vouchers', balancedVoucher());
    const second = await call('POST', '/3/vouchers', balancedVoucher());
    const other = await call('POST', '/3/vouchers', balancedVoucher({ VoucherSeries: 'B' }));
    expect(first.status).toBe(201);
    expect([first, second, other].map((r) => r.body.Voucher.VoucherNumber)).toEqual([1, 2, 1]);
    const read = await call('GET', '/3/vouchers/A/2');
    expect(read.status).toBe(200);
    expect(read.body.Voucher).toMatchObject({
      VoucherSeries: 'A',
      VoucherNumber: 2,
      Year: 2,
      TransactionDate: `${year}-06-01`,
      Description: 'Utbetalning Shopify',
    });
    expect(read.body.Voucher.VoucherRows[2]).toMatchObject({
      Account: 1580,
      Credit: 1000,
      TransactionInformation: 'payout-1',
    });
    expect((await call('GET', '/3/vouchers/A/9')).status).toBe(404);
  });

  it('pages lists with MetaInformation at every edge', async () => {
    const { call } = await startSimulator();
    const empty = await call('GET', '/3/vouchers');
    expect(empty.body).toEqual({
      MetaInformation: { '@TotalResources': 0, '@TotalPages': 1, '@CurrentPage': 1 },
      Vouchers: [],
    });
    for (let i = 0; i < 5; i++) await call('POST', '/3/vouchers', balancedVoucher());
    const onePage = await call('GET', '/3/vouchers?limit=5');
    expect(onePage.body.Vouchers).toHaveLength(5);
    expect(onePage.body.MetaInformation['@TotalPages']).toBe(1);
    const page2 = await call('GET', '/3/vouchers?limit=2&page=2');
    expect(page2.body.Vouchers.map((v: { VoucherNumber: number }) => v.VoucherNumber)).toEqual([
      3, 4,
    ]);
    expect(page2.body.MetaInformation).toEqual({
      '@TotalResources': 5,
      '@TotalPages': 3,
      '@CurrentPage': 2,
    });
    const beyond = await call('GET', '/3/vouchers?limit=2&page=4');
    expect(beyond.body.Vouchers).toEqual([]);
    expect((await call('GET', '/3/vouchers?limit=501')).status).toBe(400);
    const sublist = await call('GET', '/3/vouchers/sublist/B');
    expect(sublist.body.MetaInformation['@TotalResources']).toBe(0);
  });

  it('filters by date range so callers can find what they already posted', async () => {
    const { call } = await startSimulator();
    await call('POST', '/3/vouchers', balancedVoucher({ TransactionDate: `${year}-03-01` }));
    await call('POST', '/3/vouchers', balancedVoucher({ TransactionDate: `${year}-04-01` }));
    const res = await call('GET', `/3/vouchers?fromdate=${year}-03-15&todate=${year}-12-31`);
    expect(res.body.Vouchers).toHaveLength(1);
    expect(res.body.Vouchers[0].Description).toBe('Utbetalning Shopify');
  });

  it('refuses unbalanced vouchers, unknown accounts, 501 rows and dates outside a year', async () => {
    const { call } = await startSimulator();
    const rows = [
      { Account: 1930, Debit: 100, Credit: 0 },
      { Account: 3001, Debit: 0, Credit: 99.99 },
    ];
    expectError(await call('POST', '/3/vouchers', balancedVoucher({ VoucherRows: rows })), 2000588);
    const unknown = [
      { Account: 1930, Debit: 1, Credit: 0 },
      { Account: 9999, Debit: 0, Credit: 1 },
    ];
    expectError(
      await call('POST', '/3/vouchers', balancedVoucher({ VoucherRows: unknown })),
      2001265,
    );
    const many = Array.from({ length: 501 }, (_, i) => ({
      Account: 1930,
      Debit: i === 0 ? 0 : 1,
      Credit: i === 0 ? 500 : 0,
    }));
    expectError(await call('POST', '/3/vouchers', balancedVoucher({ VoucherRows: many })), 2000756);
    const late = balancedVoucher({ TransactionDate: `${year + 3}-01-01` });
    expectError(await call('POST', '/3/vouchers', late), 2000595);
    expect((await call('GET', '/3/vouchers')).body.Vouchers).toEqual([]);
  });

  it('accepts 500 rows', async () => {
    const { call } = await startSimulator();
    const rows = Array.from({ length: 500 }, (_, i) => ({
      Account: i === 0 ? 1580 : 1930,
      Debit: i === 0 ? 0 : 0.01,
      Credit: i === 0 ? 4.99 : 0,
    }));
    expect((await call('POST', '/3/vouchers', balancedVoucher({ VoucherRows: rows }))).status).toBe(
      201,
    );
  });
});
