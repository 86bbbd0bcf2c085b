import { describe, expect, it } from 'vitest';
import { balancedVoucher, startSimulator, year } from './harness';

describe('Fortnox company settings', () => {
  it('names the company the token opens, each token its own', async () => {
    const { sim, call } = await startSimulator();
    sim.state.tenants.get('token-b')!.company = {
      name: 'Norrsken Handel AB',
      organisationNumber: '556677-8899',
    };
    expect((await call('GET', '/3/companyinformation', undefined, 'token-b')).body).toMatchObject({
      CompanyInformation: { CompanyName: 'Norrsken Handel AB', OrganizationNumber: '556677-8899' },
    });
    const other = await call('GET', '/3/companyinformation');
    expect(other.body.CompanyInformation.CompanyName).toBe('Företaget token-a');
  });

  it('lists the voucher series and refuses a voucher in a series that does not exist', async () => {
    const { call } = await startSimulator();
    const list = await call('GET', '/3/voucherseries');
    expect(list.body.VoucherSeriesCollection.map((s: { Code: string }) => s.Code)).toContain('A');
    expect((await call('GET', '/3/voucherseries/A')).body.VoucherSeries).toMatchObject({
      Code: 'A',
      Description: 'Redovisningsverifikationer',
    });
    expect((await call('GET', '/3/voucherseries/Q')).status).toBe(404);
    const refused = await call('POST', '/3/vouchers', balancedVoucher({ VoucherSeries: 'Q' }));
    expect(refused.status).toBe(400);
    expect(refused.body.ErrorInformation.Message).toBe('Verifikationsserien Q finns inte.');
  });

  it('tells the locked period and refuses vouchers dated inside it', async () => {
    const { sim, call } = await startSimulator();
    expect((await call('GET', '/3/settings/lockedperiod')).body).toEqual({
      LockedPeriod: { EndDate: '' },
    });
    sim.state.tenants.get('token-a')!.lockedUntil = `${year}-06-30`;
    expect((await call('GET', '/3/settings/lockedperiod')).body.LockedPeriod.EndDate).toBe(
      `${year}-06-30`,
    );
    const refused = await call('POST', '/3/vouchers', balancedVoucher());
    expect(refused.status).toBe(400);
    const after = balancedVoucher({ TransactionDate: `${year}-07-01` });
    expect((await call('POST', '/3/vouchers', after)).status).toBe(201);
  });
});
