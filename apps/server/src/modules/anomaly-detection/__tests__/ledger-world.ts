import type { LedgerVoucher, LedgerYearData } from '@portal/connectors/model/ledger';
import { ledgerSources } from '../../../db/schema/ledger';
import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { writeLedgerYear } from '../../ledger/ledger-store.repository';

/**
 * The people the financial tools are tried with: a firm with two clients (its master
 * accountant sees both, its partner only `assigned`), the first client's owner, in-house
 * staff, and another firm's master accountant.
 */
export async function ledgerWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const other = await insertFirm(db, { name: `${prefix} Andra AB`, newFeatures: true });
  const shop = await insertCompany(db, {
    name: `${prefix} Butik AB`,
    organizationNumber: `${prefix}-1`,
    accountingFirmId: firm.id,
  });
  const assigned = await insertCompany(db, {
    name: `${prefix} Bygg AB`,
    organizationNumber: `${prefix}-2`,
    accountingFirmId: firm.id,
  });
  const person = (
    name: string,
    role: 'MasterAccountant' | 'PartnerAccountant' | 'Owner' | 'Inhouse',
  ) => createUser(db, { email: `${name}@${prefix}.test`, role });
  const master = await person('master', 'MasterAccountant');
  const partner = await person('partner', 'PartnerAccountant');
  const outsider = await person('outsider', 'MasterAccountant');
  const owner = await person('owner', 'Owner');
  const inhouse = await person('inhouse', 'Inhouse');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  await assignAccountant(db, partner.id, assigned.id);
  await addFirmMember(db, outsider.id, other.id, 'MasterAccountant');
  await addCompanyMember(db, owner.id, shop.id, 'Owner');
  return {
    shop,
    assigned,
    master,
    keys: {
      master: await signIn(t.app, master.email),
      partner: await signIn(t.app, partner.email),
      outsider: await signIn(t.app, outsider.email),
      owner: await signIn(t.app, owner.email),
      inhouse: await signIn(t.app, inhouse.email),
    },
  };
}

const ACCOUNTS = new Map<number, string>([
  [1580, 'Fordringar på kortinlösen'],
  [1930, 'Företagskonto'],
  [2611, 'Utgående moms 25 %'],
  [3001, 'Försäljning inom Sverige, 25 % moms'],
  [5010, 'Lokalhyra'],
  [6570, 'Bankkostnader'],
]);

/** Vouchers by calendar year as a source gives them, stored through the ledger store. */
export async function storeLedger(
  t: TestApp,
  companyId: number,
  vouchers: readonly LedgerVoucher[],
  kind: 'sie' | 'fortnox' | 'visma' = 'sie',
) {
  const years = [...new Set(vouchers.map((v) => v.date.slice(0, 4)))].sort();
  for (const year of years) {
    const data: LedgerYearData = {
      year: { start: `${year}-01-01`, end: `${year}-12-31`, ref: year },
      accounts: ACCOUNTS,
      balances: [],
      vouchers: vouchers.filter((v) => v.date.startsWith(year)),
      complete: true,
    };
    await writeLedgerYear(t.ctx.db, companyId, data);
  }
  await t.ctx.db
    .insert(ledgerSources)
    .values({ companyId, kind, status: 'done', refreshedAt: t.clock.now() })
    .onConflictDoUpdate({ target: ledgerSources.companyId, set: { kind } });
}
