import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { keepBooked } from '../../reconciliation/booked.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

/**
 * A firm with two clients, a master accountant (sees both) and a partner accountant (assigned
 * the second), the first client's owner, and another firm with a client of its own: the people
 * and tenants the preparation screens are tried with.
 */
export async function firmWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const otherFirm = await insertFirm(db, { name: `${prefix} Andra Byrån AB`, newFeatures: true });
  const company = (name: string, number: string, accountingFirmId: number) =>
    insertCompany(db, { name, organizationNumber: number, accountingFirmId });
  const handel = await company(`${prefix} Handel AB`, `${prefix}-1`, firm.id);
  const bygg = await company(`${prefix} Bygg AB`, `${prefix}-2`, firm.id);
  const outside = await company(`${prefix} Annan AB`, `${prefix}-3`, otherFirm.id);
  const person = async (name: string, role: 'MasterAccountant' | 'PartnerAccountant' | 'Owner') =>
    createUser(db, { email: `${name}@${prefix}.test`, role });
  const master = await person('master', 'MasterAccountant');
  const partner = await person('partner', 'PartnerAccountant');
  const otherMaster = await person('other', 'MasterAccountant');
  const owner = await person('owner', 'Owner');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  await assignAccountant(db, partner.id, bygg.id);
  await addFirmMember(db, otherMaster.id, otherFirm.id, 'MasterAccountant');
  await addCompanyMember(db, owner.id, handel.id, 'Owner');
  const shop = await insertSubscription(db, {
    companyId: handel.id,
    application: 'shopify',
    accounting: 'fortnox',
    status: 'Active',
    startDate: '2025-01-01',
  });
  return {
    firm,
    otherFirm,
    handel,
    bygg,
    outside,
    master,
    partner,
    otherMaster,
    shop,
    keys: {
      master: await signIn(t.app, master.email),
      partner: await signIn(t.app, partner.email),
      other: await signIn(t.app, otherMaster.email),
      owner: await signIn(t.app, owner.email),
    },
  };
}

/** Books a document as the engine keeps it; rows are [account, debit − credit in öre]. */
export async function book(
  t: TestApp,
  subscription: { id: number; companyId: number },
  date: string,
  marker: string,
  rows: [string, number][],
) {
  await keepBooked(
    t.ctx.db,
    subscription,
    {
      type: 'voucher',
      date,
      description: marker,
      currency: 'SEK',
      rows: rows.map(([account, amount]) => ({
        account,
        debit: Math.max(amount, 0),
        credit: Math.max(-amount, 0),
        description: '',
      })),
    },
    marker,
    { reference: `V ${marker.length}`, recovered: false },
  );
}
