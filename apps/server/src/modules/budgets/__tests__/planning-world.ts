import type { LedgerVoucher, LedgerYearData } from '@portal/connectors/model/ledger';
import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import {
  addCompanyMember,
  addFirmMember,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { writeLedgerYear } from '../../ledger/ledger-store.repository';

/**
 * The people and companies the planning tools are tried with: a firm with a client whose ledger
 * is read (the master accountant sees it), another firm's client, in-house staff, and the
 * client's owner (who holds no financial-reports permission).
 */
export async function planningWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const otherFirm = await insertFirm(db, { name: `${prefix} Andra AB`, newFeatures: true });
  const client = await insertCompany(db, {
    name: `${prefix} Handel AB`,
    organizationNumber: `${prefix}-1`,
    accountingFirmId: firm.id,
  });
  const outside = await insertCompany(db, {
    name: `${prefix} Annan AB`,
    organizationNumber: `${prefix}-2`,
    accountingFirmId: otherFirm.id,
  });
  const master = await createUser(db, { email: `master@${prefix}.test`, role: 'MasterAccountant' });
  const other = await createUser(db, { email: `other@${prefix}.test`, role: 'MasterAccountant' });
  const owner = await createUser(db, { email: `owner@${prefix}.test`, role: 'Owner' });
  const inhouse = await createUser(db, { email: `inhouse@${prefix}.test`, role: 'Inhouse' });
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, other.id, otherFirm.id, 'MasterAccountant');
  await addCompanyMember(db, owner.id, client.id, 'Owner');
  return {
    client,
    outside,
    keys: {
      master: await signIn(t.app, master.email),
      other: await signIn(t.app, other.email),
      owner: await signIn(t.app, owner.email),
      inhouse: await signIn(t.app, inhouse.email),
    },
  };
}

/** Rows of one month's voucher: [account, öre] (debit positive); cash 1930 balances it. */
export type MonthRows = [number, number][];

/**
 * A financial year with one voucher per row, each balanced on the bank account 1930: revenue
 * comes in, costs go out, and each month's change in cash is minus the sum of its rows.
 */
export function ledgerYear(
  start: string,
  end: string,
  months: Record<string, MonthRows>,
  openingCash = 0,
): LedgerYearData {
  const vouchers: LedgerVoucher[] = Object.entries(months).flatMap(([month, rows]) =>
    rows.map(([account, amount]) => ({
      series: 'A',
      number: `${month}-${account}`,
      date: `${month}-15`,
      text: `Konto ${account} ${month}`,
      rows: [
        { account, amount },
        { account: 1930, amount: -amount },
      ],
    })),
  );
  const accounts = new Map<number, string>([
    [1930, 'Företagskonto'],
    [3010, 'Försäljning varor'],
    [3040, 'Försäljning tjänster'],
    [4010, 'Inköp varor'],
    [5010, 'Lokalhyra'],
    [6110, 'Kontorsmateriel'],
    [7010, 'Löner'],
  ]);
  return {
    year: { start, end, ref: start.slice(0, 4) },
    accounts,
    balances: [{ account: 1930, opening: openingCash }],
    vouchers,
    complete: true,
  };
}

export async function writeYears(t: TestApp, companyId: number, years: LedgerYearData[]) {
  for (const year of years) await writeLedgerYear(t.ctx.db, companyId, year);
}
