import { readFileSync } from 'node:fs';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import { createUser, signIn } from '../../../test/fixtures';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { insertConnection } from '../../engine/connections.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

export const SIE_FILES = ['SIE4_Exempelfil_med_underdim.SE', 'SIE_exempelfil.se'] as const;
export const sieFixture = (name: string) => readFileSync(sharedFixture('sie', name));

/**
 * The people and companies the ledger is tried with: a firm with three clients (a master
 * accountant sees them all, a partner the one assigned), in-house staff, the first client's
 * owner, and another firm's client nobody here sees.
 */
export async function ledgerWorld(t: TestApp, prefix: string) {
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: `${prefix} Redovisning AB`, newFeatures: true });
  const otherFirm = await insertFirm(db, { name: `${prefix} Andra AB`, newFeatures: true });
  const company = (name: string, number: string, firmId: number) =>
    insertCompany(db, { name, organizationNumber: number, accountingFirmId: firmId });
  const handel = await company(`${prefix} Handel AB`, `${prefix}-1`, firm.id);
  const fjall = await company(`${prefix} Fjäll AB`, `${prefix}-2`, firm.id);
  const bygg = await company(`${prefix} Bygg AB`, `${prefix}-3`, firm.id);
  const outside = await company(`${prefix} Annan AB`, `${prefix}-4`, otherFirm.id);
  const lab = await company(`${prefix} Labb AB`, `${prefix}-5`, firm.id);
  const person = (
    name: string,
    role: 'MasterAccountant' | 'PartnerAccountant' | 'Owner' | 'Inhouse',
  ) => createUser(db, { email: `${name}@${prefix}.test`, role });
  const master = await person('master', 'MasterAccountant');
  const partner = await person('partner', 'PartnerAccountant');
  const inhouse = await person('inhouse', 'Inhouse');
  const owner = await person('owner', 'Owner');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await addFirmMember(db, partner.id, firm.id, 'PartnerAccountant');
  await assignAccountant(db, partner.id, bygg.id);
  await addCompanyMember(db, owner.id, handel.id, 'Owner');
  return {
    handel,
    fjall,
    bygg,
    outside,
    lab,
    keys: {
      master: await signIn(t.app, master.email),
      partner: await signIn(t.app, partner.email),
      inhouse: await signIn(t.app, inhouse.email),
      owner: await signIn(t.app, owner.email),
    },
  };
}

/** Connects a company's books in Fortnox or Visma (through a subscription, as the engine does). */
export async function connectLedger(
  t: TestApp,
  companyId: number,
  system: 'fortnox' | 'visma',
  baseUrl: string,
  token: string,
) {
  const subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: system,
    status: 'Active',
    startDate: '2026-01-01',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: subscription.id,
    side: 'accounting',
    connectorId: system,
    baseUrl,
    credentials: { access_token: token },
  });
}

/** POST /api/ledger/sie/ with the file in the field `file`. */
export function uploadSie(
  t: TestApp,
  key: string,
  companyId: number,
  bytes: Buffer,
  options: { name?: string; lang?: string } = {},
) {
  const body = multipart(
    {},
    {
      field: 'file',
      filename: options.name ?? 'bokforing.se',
      contentType: 'application/octet-stream',
      data: bytes,
    },
  );
  return call(t.app, {
    method: 'POST',
    url: `/api/ledger/sie/?company=${companyId}`,
    key,
    lang: options.lang ?? 'sv',
    ...body,
  });
}
