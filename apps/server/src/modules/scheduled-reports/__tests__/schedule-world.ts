import { readFileSync } from 'node:fs';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { budgets } from '../../../db/schema/ledger';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { writeLedgerYear } from '../../ledger/ledger-store.repository';

/** The SIE file's financial year with vouchers is 2021 (2020 is known by its totals). */
export const LEDGER_FILE = 'SIE4_Exempelfil_med_underdim.SE';

/**
 * A firm with two clients — Handel, whose ledger is read from a SIE file, and Bygg, whose is
 * not — a master accountant (sees both), a partner assigned Bygg, Handel's owner, in-house
 * staff, and another firm's master with a client of its own.
 */
export async function scheduleWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const otherFirm = await insertFirm(db, { name: `${prefix} Andra AB`, newFeatures: true });
  const company = (name: string, number: string, accountingFirmId: number) =>
    insertCompany(db, { name, organizationNumber: number, accountingFirmId });
  const handel = await company(`${prefix} Handel AB`, `${prefix}-1`, firm.id);
  const bygg = await company(`${prefix} Bygg AB`, `${prefix}-2`, firm.id);
  const outside = await company(`${prefix} Annan AB`, `${prefix}-3`, otherFirm.id);
  const person = (
    name: string,
    role: 'MasterAccountant' | 'PartnerAccountant' | 'Owner' | 'Inhouse',
  ) => createUser(db, { email: `${name}@${prefix}.test`, role });
  const master = await person('master', 'MasterAccountant');
  const partner = await person('partner', 'PartnerAccountant');
  const otherMaster = await person('other', 'MasterAccountant');
  const owner = await person('owner', 'Owner');
  await person('staff', 'Inhouse');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  await assignAccountant(db, partner.id, bygg.id);
  await addFirmMember(db, otherMaster.id, otherFirm.id, 'MasterAccountant');
  await addCompanyMember(db, owner.id, handel.id, 'Owner');
  const years = readSieLedgerBytes(readFileSync(sharedFixture('sie', LEDGER_FILE)));
  for (const year of years) await writeLedgerYear(db, handel.id, year);
  const [budget] = await db
    .insert(budgets)
    .values({ companyId: handel.id, name: 'Budget 2021', year: 2021, type: 'monthly' })
    .returning();
  const [outsideBudget] = await db
    .insert(budgets)
    .values({ companyId: outside.id, name: 'Annan budget', year: 2021, type: 'annual' })
    .returning();
  return {
    handel,
    bygg,
    outside,
    master,
    budget: budget!,
    outsideBudget: outsideBudget!,
    keys: {
      master: await signIn(t.app, master.email),
      partner: await signIn(t.app, partner.email),
      other: await signIn(t.app, otherMaster.email),
      owner: await signIn(t.app, owner.email),
      staff: await signIn(t.app, `staff@${prefix}.test`),
    },
  };
}

/** A monthly balance sheet as PDF on the 1st at 07:00, to two addresses with copies. */
export const monthlyBalanceSheet = {
  name: 'Månadsrapport',
  template: 'balance_sheet',
  format: 'pdf',
  data_period: 'last_month',
  frequency: 'monthly',
  time: '07:00',
  day_of_month: 1,
  to: ['VD@kund.se', 'ekonomi@kund.se', 'vd@kund.se'],
  cc: ['revisor@byran.se'],
  bcc: ['arkiv@byran.se'],
  locale: 'sv',
};
