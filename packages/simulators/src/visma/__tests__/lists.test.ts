import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator } from './harness';

describe('Visma lists', () => {
  it('pages with $page and $pagesize and says how many pages there are', async () => {
    const { call } = await startSimulator();
    for (let n = 1; n <= 7; n++) {
      const res = await call('POST', '/v2/vouchers', balancedVoucher({ VoucherText: `V ${n}` }));
      expect(res.status).toBe(200);
    }
    const last = await call('GET', '/v2/vouchers?$page=3&$pagesize=3');
    expect(last.body.Meta).toMatchObject({
      CurrentPage: 3,
      PageSize: 3,
      TotalNumberOfPages: 3,
      TotalNumberOfResults: 7,
    });
    expect(
      last.body.Data.map((v: { NumberAndNumberSeries: string }) => v.NumberAndNumberSeries),
    ).toEqual(['A7']);
    expect((await call('GET', '/v2/vouchers?$pagesize=1001')).status).toBe(400);
    const empty = await call('GET', '/v2/customers');
    expect(empty.body).toMatchObject({ Meta: { TotalNumberOfPages: 0 }, Data: [] });
  });

  it('filters with contains and eq, quotes doubled', async () => {
    const { call } = await startSimulator();
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherText: "O'Brien [m-1]" }));
    await call('POST', '/v2/vouchers', balancedVoucher({ VoucherText: 'Other [m-10]' }));
    const filter = encodeURIComponent("contains(VoucherText,'O''Brien [m-1]')");
    const found = await call('GET', `/v2/vouchers?$filter=${filter}`);
    expect(found.body.Data).toHaveLength(1);
    const byNumber = encodeURIComponent("NumberAndNumberSeries eq 'A2' and VoucherType eq 2");
    expect((await call('GET', `/v2/vouchers?$filter=${byNumber}`)).body.Data).toHaveLength(1);
    expect((await call('GET', '/v2/vouchers?$filter=substringof(1)')).status).toBe(400);
  });

  it('lists accounts per fiscal year, fiscal years 2025–2027, and reads one voucher', async () => {
    const { call } = await startSimulator();
    const years = (await call('GET', '/v2/fiscalyears')).body.Data as {
      Id: string;
      StartDate: string;
    }[];
    expect(years.map((y) => y.StartDate.slice(0, 4))).toEqual(['2025', '2026', '2027']);
    const accounts = await call('GET', `/v2/accounts/${years[2]!.Id}?$pagesize=1000`);
    const numbers = accounts.body.Data.map((a: { Number: string }) => a.Number);
    expect(numbers).toEqual(expect.arrayContaining(['1510', '1930', '3740', '6351', '7960']));
    const posted = await call('POST', '/v2/vouchers', balancedVoucher());
    const read = await call('GET', `/v2/vouchers/${years[1]!.Id}/${posted.body.Id}`);
    expect(read.body).toMatchObject({
      VoucherText: 'Utbetalning Shopify [payout-1]',
      NumberSeries: 'A',
    });
  });
});
