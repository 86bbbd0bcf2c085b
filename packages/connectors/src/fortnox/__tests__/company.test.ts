import { afterEach, describe, expect, it } from 'vitest';
import { fortnoxConnector } from '../connector';
import { COMPANY, startFortnox, TODAY } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

let fortnox: SimulatedFortnox | undefined;
afterEach(async () => {
  await fortnox?.sim.close();
  fortnox = undefined;
});

async function session(extra: Record<string, string> = {}) {
  fortnox = await startFortnox();
  const { sim, credentials } = fortnox;
  return fortnoxConnector.open(
    { baseUrl: sim.url, credentials: { ...credentials, ...extra } },
    fortnox.runtime(),
  );
}

const tenant = () => fortnox!.sim.state.tenants.get(COMPANY)!;

describe('Fortnox company and what it accepts', () => {
  it('reads whose books the connection opens', async () => {
    const ledger = await session();
    tenant().company = { name: 'Norrsken Handel AB', organisationNumber: '556677-8899' };
    expect(await ledger.company!()).toEqual({
      name: 'Norrsken Handel AB',
      organisationNumber: '556677-8899',
    });
  });

  it('reads the chart of accounts and whether a financial year covers the date', async () => {
    const ledger = await session();
    tenant().accounts.get(6570)!.Active = false;
    const chart = await ledger.chartOfAccounts!(TODAY);
    expect(chart.yearCovers).toBe(true);
    expect(chart.accounts.get('1580')).toEqual({ active: true, vatCode: '' });
    expect(chart.accounts.get('6570')?.active).toBe(false);
    expect(chart.accounts.has('1581')).toBe(false);
    expect((await ledger.chartOfAccounts!('2019-01-01')).yearCovers).toBe(false);
  });

  it('finds nothing in the way of series A from an open date', async () => {
    const ledger = await session();
    expect(await ledger.writeProblems!(TODAY)).toEqual([]);
  });

  it('names a voucher series that does not exist and a locked period reaching the start', async () => {
    const ledger = await session({ voucher_series: 'W' });
    tenant().lockedUntil = '2026-10-31';
    expect(await ledger.writeProblems!('2026-10-15')).toEqual([
      { code: 'voucher_series_missing', series: 'W' },
      { code: 'locked', until: '2026-10-31' },
    ]);
    expect(await ledger.writeProblems!('2026-11-01')).toEqual([
      { code: 'voucher_series_missing', series: 'W' },
    ]);
  });
});
