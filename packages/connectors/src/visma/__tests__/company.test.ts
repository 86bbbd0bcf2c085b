import { afterEach, describe, expect, it } from 'vitest';
import { vismaConnector } from '../connector';
import { COMPANY, startVisma, TODAY } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

let visma: SimulatedVisma | undefined;
afterEach(async () => {
  await visma?.sim.close();
  visma = undefined;
});

async function session() {
  visma = await startVisma();
  const { sim, credentials } = visma;
  return vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
}

const company = () => visma!.sim.state.companies.get(COMPANY)!;

describe('Visma company and what it accepts', () => {
  it('reads whose books the connection opens from the company settings', async () => {
    const ledger = await session();
    company().settings.Name = 'Fjällbutiken i Åre AB';
    company().settings.CorporateIdentityNumber = '559123-4567';
    expect(await ledger.company!()).toEqual({
      name: 'Fjällbutiken i Åre AB',
      organisationNumber: '559123-4567',
    });
  });

  it('reads the chart of the fiscal year covering the date', async () => {
    const ledger = await session();
    const year2026 = company().fiscalYears[1]!.Id;
    company().accounts.get(year2026)!.get(6570)!.IsActive = false;
    const chart = await ledger.chartOfAccounts!(TODAY);
    expect(chart.yearCovers).toBe(true);
    expect(chart.accounts.get('6570')).toMatchObject({ active: false });
    expect(chart.accounts.get('1580')).toMatchObject({ active: true });
    expect(chart.accounts.has('1581')).toBe(false);
    expect((await ledger.chartOfAccounts!('2019-01-01')).yearCovers).toBe(false);
  });

  it('names the accounting lock and a locked fiscal year that reach the start date', async () => {
    const ledger = await session();
    company().settings.AccountingLockedTo = '2026-10-31T00:00:00';
    expect(await ledger.writeProblems!('2026-10-01')).toEqual([
      { code: 'locked', until: '2026-10-31' },
    ]);
    expect(await ledger.writeProblems!('2026-11-01')).toEqual([]);
    expect(await ledger.writeProblems!(TODAY)).toEqual([]);
  });

  it('names a fiscal year locked for accounting', async () => {
    const ledger = await session();
    company().fiscalYears[0]!.IsLockedForAccounting = true;
    expect(await ledger.writeProblems!('2025-06-01')).toEqual([
      { code: 'locked', until: '2025-12-31' },
    ]);
  });
});
