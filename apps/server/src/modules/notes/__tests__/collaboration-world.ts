import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';

/**
 * Two firms and their clients. Firm North: a master accountant (sees every client), a partner
 * assigned to client X and one assigned to client Y. Client X has an owner and a colleague.
 * Firm South: a master accountant and client Z with its owner.
 */
export async function buildWorld(t: TestApp) {
  const db = t.ctx.db;
  const north = await insertFirm(db, { name: 'Norra Byrån AB', newFeatures: true });
  const south = await insertFirm(db, { name: 'Södra Byrån AB', newFeatures: true });
  const company = (name: string, number: string, firmId: number) =>
    insertCompany(db, { name, organizationNumber: number, accountingFirmId: firmId });
  const x = await company('Klient X AB', '556100-0001', north.id);
  const y = await company('Klient Y AB', '556100-0002', north.id);
  const z = await company('Klient Z AB', '556100-0003', south.id);

  const people = {
    master: await createUser(db, { email: 'master@north.test', role: 'MasterAccountant' }),
    partner: await createUser(db, { email: 'partner@north.test', role: 'PartnerAccountant' }),
    partnerY: await createUser(db, { email: 'partner-y@north.test', role: 'PartnerAccountant' }),
    other: await createUser(db, { email: 'master@south.test', role: 'MasterAccountant' }),
    owner: await createUser(db, { email: 'owner@x.test', role: 'Owner', locale: 'en' }),
    colleague: await createUser(db, { email: 'colleague@x.test', role: 'Colleague' }),
    ownerZ: await createUser(db, { email: 'owner@z.test', role: 'Owner' }),
  };
  await addFirmMember(db, people.master.id, north.id, 'MasterAccountant');
  await addFirmMember(db, people.partner.id, north.id, 'PartnerAccountant');
  await addFirmMember(db, people.partnerY.id, north.id, 'PartnerAccountant');
  await addFirmMember(db, people.other.id, south.id, 'MasterAccountant');
  await assignAccountant(db, people.partner.id, x.id);
  await assignAccountant(db, people.partnerY.id, y.id);
  await addCompanyMember(db, people.owner.id, x.id, 'Owner');
  await addCompanyMember(db, people.colleague.id, x.id, 'Colleague');
  await addCompanyMember(db, people.ownerZ.id, z.id, 'Owner');

  const keys = {} as Record<keyof typeof people, string>;
  for (const [name, user] of Object.entries(people))
    keys[name as keyof typeof people] = await signIn(t.app, user.email);
  return { north, south, x, y, z, people, keys };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
