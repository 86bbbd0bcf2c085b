import type { Role } from '@portal/contracts/roles';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { createUser, signIn } from '../../../test/fixtures';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

/**
 * Two firms: A with a master accountant (sees both clients) and a partner accountant (assigned
 * Bolag Ett only); B with a master accountant and a client of its own.
 */
export async function twoFirms(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firmA = await insertFirm(db, { name: `${prefix} Byrå A` });
  const firmB = await insertFirm(db, { name: `${prefix} Byrå B` });
  const client = (name: string, n: number, firmId: number) =>
    insertCompany(db, {
      name,
      organizationNumber: `55${String(n).padStart(4, '0')}-${prefix.length}000`,
      accountingFirmId: firmId,
    });
  const one = await client('Bolag Ett AB', 1, firmA.id);
  const two = await client('Bolag Två AB', 2, firmA.id);
  const other = await client('Annan Kund AB', 3, firmB.id);
  const person = async (name: string, role: Role, firmId: number) => {
    const email = `${name}@${prefix}.test`;
    const user = await createUser(db, { email, role });
    await addFirmMember(db, user.id, firmId, role);
    return { id: user.id, key: await signIn(t.app, email) };
  };
  const master = await person('master', 'MasterAccountant', firmA.id);
  const partner = await person('partner', 'PartnerAccountant', firmA.id);
  await assignAccountant(db, partner.id, one.id);
  const outsider = await person('outsider', 'MasterAccountant', firmB.id);
  return { firmA, firmB, one, two, other, master, partner, outsider };
}

/** A caller with a bearer key, in Swedish unless told. */
export function caller(t: TestApp, key: string, lang = 'sv') {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, key, lang, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object) => send('POST', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    del: (url: string) => send('DELETE', url),
  };
}

/** "Månadsbokslut": four tasks, offsets 0 to 30. */
export const CLOSE = {
  name: 'Månadsbokslut',
  description: 'Månadens avstämningar',
  tasks: [
    { title: 'Samla underlag', description: '', offset_days: 0, checklist: [], tags: [] },
    {
      title: 'Stäm av bank',
      description: 'Bankkonto 1930 mot kontoutdrag',
      offset_days: 3,
      checklist: ['Hämta kontoutdrag', 'Jämför saldo'],
      tags: ['bank'],
    },
    { title: 'Moms', description: '', offset_days: 12, checklist: [], tags: ['moms'] },
    { title: 'Rapport till kund', description: '', offset_days: 30, checklist: [], tags: [] },
  ],
};
