import { readFileSync } from 'node:fs';
import type { LedgerYearData } from '@portal/connectors/model/ledger';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
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

export const SIE_FILES = ['SIE4_Exempelfil_med_underdim.SE', 'SIE_exempelfil.se'] as const;

/**
 * A firm with three clients (a master accountant sees all, a partner the second), the first
 * client's owner, in-house staff, and a company of another firm: the people the financial
 * tools are tried with.
 */
export async function ledgerWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const otherFirm = await insertFirm(db, { name: `${prefix} Annan Byrå AB`, newFeatures: true });
  const company = (name: string, n: number, accountingFirmId: number) =>
    insertCompany(db, { name, organizationNumber: `${prefix}-${n}`, accountingFirmId });
  const clients = [
    await company(`${prefix} Alfa AB`, 1, firm.id),
    await company(`${prefix} Beta AB`, 2, firm.id),
    await company(`${prefix} Gamma AB`, 3, firm.id),
  ];
  const outside = await company(`${prefix} Utanför AB`, 4, otherFirm.id);
  const person = (
    name: string,
    role: 'MasterAccountant' | 'PartnerAccountant' | 'Owner' | 'Inhouse',
  ) => createUser(db, { email: `${name}@${prefix}.test`, role });
  const master = await person('master', 'MasterAccountant');
  const partner = await person('partner', 'PartnerAccountant');
  const owner = await person('owner', 'Owner');
  const inhouse = await person('inhouse', 'Inhouse');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  await assignAccountant(db, partner.id, clients[1]!.id);
  await addCompanyMember(db, owner.id, clients[0]!.id, 'Owner');
  return {
    firm,
    clients,
    outside,
    keys: {
      master: await signIn(t.app, master.email),
      partner: await signIn(t.app, partner.email),
      owner: await signIn(t.app, owner.email),
      inhouse: await signIn(t.app, inhouse.email),
    },
  };
}

/** Reads a shared SIE 4 file into the company's ledger; the years as the file states them. */
export async function importSie(t: TestApp, companyId: number, name: string) {
  const years = readSieLedgerBytes(readFileSync(sharedFixture('sie', name)));
  for (const year of years) await writeLedgerYear(t.ctx.db, companyId, year);
  return years;
}

export async function writeYears(t: TestApp, companyId: number, years: LedgerYearData[]) {
  for (const year of years) await writeLedgerYear(t.ctx.db, companyId, year);
}
