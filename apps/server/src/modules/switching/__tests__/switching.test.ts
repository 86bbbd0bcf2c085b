import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCompanyMember,
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
const ids = { owner: 0, colleague: 0, assistant: 0, master: 0, company: 0, other: 0, firm: 0 };
const keys = { inhouse: '', owner: '', colleague: '', assistant: '', master: '' };

interface Me {
  id: number;
  switched: { kind: string; actor: { email: string }; role: string } | null;
  active_company: { id: number } | null;
  active_firm: { id: number } | null;
  new_features: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const firm = await insertFirm(db, { name: 'Byrån AB' });
  const company = await insertCompany(db, {
    name: 'Klient AB',
    organizationNumber: '556100-0001',
    accountingFirmId: firm.id,
  });
  const other = await insertCompany(db, { name: 'Annan AB', organizationNumber: '556100-0002' });
  const owner = await createUser(db, { email: 'owner@switch.test', role: 'Owner' });
  const colleague = await createUser(db, { email: 'colleague@switch.test', role: 'Colleague' });
  const assistant = await createUser(db, {
    email: 'assistant@switch.test',
    role: 'AssistingAccountant',
  });
  const master = await createUser(db, { email: 'master@switch.test', role: 'MasterAccountant' });
  await createUser(db, { email: 'inhouse@switch.test', role: 'Inhouse' });
  await addCompanyMember(db, owner.id, company.id, 'Owner');
  await addCompanyMember(db, colleague.id, company.id, 'Colleague');
  await addFirmMember(db, assistant.id, firm.id, 'AssistingAccountant');
  await addFirmMember(db, master.id, firm.id, 'MasterAccountant');
  await assignAccountant(db, assistant.id, company.id);
  Object.assign(ids, {
    owner: owner.id,
    colleague: colleague.id,
    assistant: assistant.id,
    master: master.id,
    company: company.id,
    other: other.id,
    firm: firm.id,
  });
  for (const name of Object.keys(keys) as (keyof typeof keys)[]) {
    keys[name] = await signIn(t.app, `${name}@switch.test`);
  }
});
afterAll(() => t.close());

const me = async (key: string) => (await call(t.app, { url: '/api/users/me/', key })).json<Me>();
const post = (url: string, key: string, payload?: object) =>
  call(t.app, { method: 'POST', url, key, lang: 'en', ...(payload ? { payload } : {}) });

describe('in-house staff switch to a user and back (SPEC §4)', () => {
  it('acts as the user, records the real actor, and unswitches', async () => {
    const res = await post('/api/switch/user/', keys.inhouse, { user_id: ids.owner });
    expect(res.statusCode).toBe(200);
    const { key, user } = res.json<{ key: string; user: Me }>();
    expect(key).not.toBe(keys.inhouse);
    expect(user).toMatchObject({
      id: ids.owner,
      switched: { kind: 'user', actor: { email: 'inhouse@switch.test' } },
    });
    expect((await me(key)).active_company).toMatchObject({ id: ids.company });

    // acting as the owner: owner screens' calls pass, in-house ones do not
    expect((await call(t.app, { url: '/api/outbox/', key })).statusCode).toBe(403);
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${ids.owner}/`,
      key,
      payload: { phone: '070-123 45 67' },
    });
    expect(patch.statusCode).toBe(200);

    const log = await call(t.app, {
      url: `/api/event-log/?entity=user&entity_id=${ids.owner}`,
      key: keys.inhouse,
    });
    const [entry] = log.json<{
      results: { done_by: { email: string }; acting_as: { email: string }; new_data: object }[];
    }>().results;
    expect(entry).toMatchObject({
      done_by: { email: 'inhouse@switch.test' },
      acting_as: { email: 'owner@switch.test' },
      new_data: { phone: '070-123 45 67' },
    });

    expect((await post('/api/switch/user/', key, { user_id: ids.colleague })).statusCode).toBe(403);
    expect((await post('/api/switch/unswitch/', key)).statusCode).toBe(204);
    expect((await call(t.app, { url: '/api/users/me/', key })).statusCode).toBe(401);
    expect((await me(keys.inhouse)).switched).toBeNull();
  });

  it('refuses a second level of switching and switching to oneself', async () => {
    // as the firm's master accountant the company switch is allowed by role, not while switched
    const firm = await post('/api/switch/firm/', keys.inhouse, { firm_id: ids.firm });
    const key = firm.json<{ key: string }>().key;
    const again = await post('/api/switch/company/', key, { company_id: ids.company });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_switched' });
    await post('/api/switch/unswitch/', key);
    const self = await post('/api/switch/user/', keys.inhouse, {
      user_id: (await me(keys.inhouse)).id,
    });
    expect(self.json()).toMatchObject({ code: 'cannot_switch_to_self' });
  });

  it('lets only in-house staff switch to users and firms', async () => {
    for (const key of [keys.owner, keys.master, keys.assistant]) {
      expect((await post('/api/switch/user/', key, { user_id: ids.colleague })).statusCode).toBe(
        403,
      );
      expect((await post('/api/switch/firm/', key, { firm_id: ids.firm })).statusCode).toBe(403);
    }
  });

  it('ends the switch when the sign-in behind it signs out', async () => {
    const original = await signIn(t.app, 'inhouse@switch.test');
    const { key } = (await post('/api/switch/user/', original, { user_id: ids.colleague })).json<{
      key: string;
    }>();
    expect((await call(t.app, { url: '/api/users/me/', key })).statusCode).toBe(200);
    await post('/api/auth/signout/', original);
    expect((await call(t.app, { url: '/api/users/me/', key })).statusCode).toBe(401);
  });
});

describe('accountants switch into client companies from the lobby (SPEC §4, §6)', () => {
  it('acts as owner of an assigned client only', async () => {
    expect(
      (await post('/api/switch/company/', keys.assistant, { company_id: ids.other })).statusCode,
    ).toBe(404);
    const res = await post('/api/switch/company/', keys.assistant, { company_id: ids.company });
    expect(res.statusCode).toBe(200);
    const { key, user } = res.json<{ key: string; user: Me }>();
    expect(user.switched).toMatchObject({ kind: 'company', role: 'Owner' });
    expect(user.active_company).toMatchObject({ id: ids.company });
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/api/companies/${ids.company}/`,
      key,
      payload: { city: 'Luleå' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ city: 'Luleå', name: 'Klient AB' });
    expect((await call(t.app, { url: `/api/companies/${ids.other}/`, key })).statusCode).toBe(404);
    await post('/api/switch/unswitch/', key);
    // back as the accountant: owner-only edits are refused again
    const back = await call(t.app, {
      method: 'PATCH',
      url: `/api/companies/${ids.company}/`,
      key: keys.assistant,
      payload: { city: 'Kiruna' },
    });
    expect(back.statusCode).toBe(403);
  });

  it('lets in-house staff act as a firm, as its master accountant', async () => {
    const res = await post('/api/switch/firm/', keys.inhouse, { firm_id: ids.firm });
    const { key, user } = res.json<{ key: string; user: Me }>();
    expect(user.switched).toMatchObject({ kind: 'firm', role: 'MasterAccountant' });
    expect(user.active_firm).toMatchObject({ id: ids.firm });
    const accountants = await call(t.app, {
      url: `/api/accounting-firms/${ids.firm}/accountants/`,
      key,
    });
    expect(
      accountants
        .json<{ email: string }[]>()
        .map((a) => a.email)
        .sort(),
    ).toEqual(['assistant@switch.test', 'master@switch.test']);
    await post('/api/switch/unswitch/', key);
  });
});

describe('new-features flag per firm (ADR 006)', () => {
  it('is set by in-house staff only and reaches the firm’s accountants', async () => {
    const url = `/api/accounting-firms/${ids.firm}/`;
    const denied = await call(t.app, {
      method: 'PATCH',
      url,
      key: keys.master,
      payload: { new_features: true },
    });
    expect(denied.statusCode).toBe(403);
    expect((await me(keys.master)).new_features).toBe(false);
    const on = await call(t.app, {
      method: 'PATCH',
      url,
      key: keys.inhouse,
      payload: { new_features: true },
    });
    expect(on.json()).toMatchObject({ new_features: true });
    expect((await me(keys.master)).new_features).toBe(true);
    await call(t.app, {
      method: 'PATCH',
      url,
      key: keys.inhouse,
      payload: { new_features: false },
    });
    expect((await me(keys.master)).new_features).toBe(false);
  });
});

describe('removing users from a company (SPEC §5, §8)', () => {
  const remove = (key: string, userId: number) =>
    call(t.app, {
      method: 'DELETE',
      url: `/api/companies/${ids.company}/users/${userId}/`,
      key,
      lang: 'en',
    });

  it('is the owner’s alone, never of themselves', async () => {
    const byColleague = await remove(keys.colleague, ids.owner);
    expect(byColleague.statusCode).toBe(403);
    const self = await remove(keys.owner, ids.owner);
    expect(self.json()).toEqual({
      code: 'cannot_remove_self',
      detail: 'Owners and in-house staff cannot remove themselves.',
    });
    expect((await remove(keys.owner, ids.colleague)).statusCode).toBe(204);
    const users = await call(t.app, {
      url: `/api/companies/${ids.company}/users/`,
      key: keys.owner,
    });
    expect(users.json<{ id: number }[]>().map((u) => u.id)).not.toContain(ids.colleague);
  });

  it('says when a call needs an active company', async () => {
    const res = await post('/api/users/invite-colleague/', keys.master, { email: 'x@switch.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'no_active_company',
      detail: 'No active company selected. Switch to a company and try again.',
    });
  });
});
