import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { firmMemberships } from '../../../db/schema/companies';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
} from '../../companies/companies.repository';
import { createUser, signIn } from '../../../test/fixtures';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

/**
 * Two firms. Firm A: a master accountant, a partner accountant assigned to client X (not Y),
 * and clients X and Y. Firm B: a master accountant and client Z.
 */
export async function projectFirms(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const master = await createUser(db, {
    email: `master@${prefix}.test`,
    role: 'MasterAccountant',
    firm: { name: `Byrå ${prefix} A`, newFeatures: true },
  });
  const firmA = (await firmOf(t, master.id))!;
  const partner = await createUser(db, {
    email: `partner@${prefix}.test`,
    role: 'PartnerAccountant',
  });
  await addFirmMember(db, partner.id, firmA, 'PartnerAccountant');
  const clientX = await insertCompany(db, {
    name: 'Kund X AB',
    organizationNumber: `${prefix}-X`,
    accountingFirmId: firmA,
  });
  const clientY = await insertCompany(db, {
    name: 'Kund Y AB',
    organizationNumber: `${prefix}-Y`,
    accountingFirmId: firmA,
  });
  await assignAccountant(db, partner.id, clientX.id);
  const masterB = await createUser(db, {
    email: `master-b@${prefix}.test`,
    role: 'MasterAccountant',
    firm: { name: `Byrå ${prefix} B` },
  });
  const firmB = (await firmOf(t, masterB.id))!;
  const clientZ = await insertCompany(db, {
    name: 'Kund Z AB',
    organizationNumber: `${prefix}-Z`,
    accountingFirmId: firmB,
  });
  return {
    firmA,
    firmB,
    master: { id: master.id, key: await signIn(t.app, master.email) },
    partner: { id: partner.id, key: await signIn(t.app, partner.email) },
    masterB: { id: masterB.id, key: await signIn(t.app, masterB.email) },
    clientX: clientX.id,
    clientY: clientY.id,
    clientZ: clientZ.id,
  };
}

async function firmOf(t: TestApp, userId: number) {
  const [row] = await t.ctx.db
    .select({ firmId: firmMemberships.firmId })
    .from(firmMemberships)
    .where(eq(firmMemberships.userId, userId));
  return row?.firmId;
}

/** A JSON call as `key`, in Swedish unless told. */
export function api(t: TestApp, key: string) {
  const send = (method: InjectOptions['method'], url: string, payload?: object, lang = 'sv') =>
    call(t.app, { method, url, key, lang, ...(payload ? { payload } : {}) });
  return {
    get: (url: string, lang?: string) => send('GET', url, undefined, lang),
    post: (url: string, payload: object, lang?: string) => send('POST', url, payload, lang),
    patch: (url: string, payload: object, lang?: string) => send('PATCH', url, payload, lang),
    del: (url: string) => send('DELETE', url),
  };
}
