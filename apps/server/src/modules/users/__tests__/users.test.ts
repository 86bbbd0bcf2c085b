import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, lastMailTo, signIn } from '../../../test/fixtures';
import { addCompanyMember } from '../../companies/companies.repository';
import { companiesOfUser } from '../../users/users.repository';

let t: TestApp;
let alice: { id: number; key: string };
let bob: { id: number; key: string };
let staff: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  const make = async (email: string, role: 'Owner' | 'Inhouse' = 'Owner') => {
    const user = await createUser(t.ctx.db, {
      email,
      role,
      companies: role === 'Owner' ? ['556123-0000'] : [],
    });
    return { id: user.id, key: await signIn(t.app, email) };
  };
  alice = await make('alice@example.com');
  bob = await make('bob@example.com');
  staff = await make('staff@example.com', 'Inhouse');
});
afterAll(() => t.close());

describe('reading users', () => {
  it('returns the signed-in user with companies, firms and flags', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/users/me/', key: alice.key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alice.id,
      email: 'alice@example.com',
      role: 'Owner',
      roles: ['Owner'],
      img: null,
      picture: null,
      companies: [{ company_id: '556123-0000' }],
      accounting_firms: [],
      new_features: false,
      locale: 'sv',
      is_active: true,
    });
  });

  it('turns new_features on when one of the user’s firms has it', async () => {
    await createUser(t.ctx.db, {
      email: 'pioneer@example.com',
      role: 'MasterAccountant',
      firm: { name: 'Ny Byrå AB', newFeatures: true },
    });
    const key = await signIn(t.app, 'pioneer@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/users/me/', key });
    expect(res.json()).toMatchObject({
      new_features: true,
      accounting_firms: [{ name: 'Ny Byrå AB' }],
    });
  });

  it('lets a user read themselves but not another user (404)', async () => {
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/users/${alice.id}/`,
      key: alice.key,
    });
    expect(own.json().id).toBe(alice.id);
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/users/${bob.id}/`,
      key: alice.key,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'not_found', detail: 'Hittades inte.' });
  });

  it('lets in-house staff read anyone', async () => {
    const res = await call(t.app, { method: 'GET', url: `/api/users/${bob.id}/`, key: staff.key });
    expect(res.json().email).toBe('bob@example.com');
  });
});

describe("a user's companies, as another user sees them", () => {
  it("shows a colleague only the company they share with the owner, never the owner's others", async () => {
    const owner = await createUser(t.ctx.db, {
      email: 'two-companies@example.com',
      companies: ['556200-0001', '556200-0002'],
    });
    const [shared, other] = await companiesOfUser(t.ctx.db, owner.id);
    const colleague = await createUser(t.ctx.db, {
      email: 'shares-one@example.com',
      role: 'Colleague',
    });
    await addCompanyMember(t.ctx.db, colleague.id, shared!.id, 'Colleague');
    const key = await signIn(t.app, 'shares-one@example.com');

    const one = await call(t.app, { method: 'GET', url: `/api/users/${owner.id}/`, key });
    expect(one.statusCode).toBe(200);
    expect(one.json().companies).toEqual([
      { id: shared!.id, name: shared!.name, company_id: '556200-0001' },
    ]);
    const list = await call(t.app, { method: 'GET', url: '/api/users?limit=50', key });
    const listed = list.json().results.find((u: { id: number }) => u.id === owner.id);
    expect(listed.companies.map((c: { id: number }) => c.id)).toEqual([shared!.id]);
    expect(JSON.stringify([one.json(), list.json()])).not.toContain(other!.name);
    expect(JSON.stringify([one.json(), list.json()])).not.toContain('556200-0002');

    // the owner and in-house staff still see both
    const mine = await signIn(t.app, 'two-companies@example.com', undefined, '556200-0001');
    const self = await call(t.app, { method: 'GET', url: `/api/users/${owner.id}/`, key: mine });
    expect(self.json().companies).toHaveLength(2);
    const all = await call(t.app, {
      method: 'GET',
      url: `/api/users/${owner.id}/`,
      key: staff.key,
    });
    expect(all.json().companies).toHaveLength(2);
  });
});

describe('PATCH /api/users/:id/', () => {
  it('updates the profile fields and merges notification settings', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${alice.id}/`,
      key: alice.key,
      payload: {
        first_name: 'Alicia',
        phone: '070-000 00 00',
        locale: 'en',
        receive_alerts: true,
        notification_settings: { email_system: true },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Alicia',
      phone: '070-000 00 00',
      locale: 'en',
      receive_alerts: true,
      notification_settings: {
        email_system: true,
        email_sync_errors: true,
        in_app_sync_errors: true,
      },
    });
    const me = await call(t.app, { method: 'GET', url: '/api/users/me/', key: alice.key });
    expect(me.json().first_name).toBe('Alicia');
  });

  it('ignores email and role in a patch', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${bob.id}/`,
      key: bob.key,
      payload: { email: 'evil@example.com', role: 'Inhouse', phone: '070-1' },
    });
    expect(res.json()).toMatchObject({ email: 'bob@example.com', role: 'Owner', phone: '070-1' });
    // with nothing it may change, the patch is refused as empty
    const only = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${bob.id}/`,
      key: bob.key,
      lang: 'en',
      payload: { email: 'evil@example.com', role: 'Inhouse' },
    });
    expect(only.statusCode).toBe(400);
    expect(only.json()).toEqual({
      code: 'validation_error',
      errors: { non_field_errors: ['Nothing to change was given'] },
    });
  });

  it('validates fields', async () => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${bob.id}/`,
      key: bob.key,
      payload: { first_name: '  ', admin_alert_email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: {
        first_name: ['Fältet Förnamn är obligatoriskt'],
        admin_alert_email: ['E-post för larm måste vara en giltig e-postadress'],
      },
    });
  });

  it('refuses to patch another user (404) but lets in-house staff', async () => {
    const denied = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${bob.id}/`,
      key: alice.key,
      payload: { first_name: 'Hacked' },
    });
    expect(denied.statusCode).toBe(404);
    const allowed = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${bob.id}/`,
      key: staff.key,
      payload: { last_name: 'Byggare' },
    });
    expect(allowed.json()).toMatchObject({ first_name: 'Test', last_name: 'Byggare' });
  });
});

describe('POST /api/users/invite-user/', () => {
  it('mails an invitation with the code and a register link', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/users/invite-user/',
      key: alice.key,
      payload: { email: 'new.person@example.com', locale: 'en' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      detail: 'The invitation has been sent to new.person@example.com.',
    });
    const mail = await lastMailTo(t.ctx.db, 'new.person@example.com');
    const code = /Your invitation code: ([A-Z0-9]{12})/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    expect(mail.text).toContain(
      `http://portal.test/register?code=${code}&email=new.person%40example.com`,
    );
    expect(mail.subject).toBe('Alicia Person invites you to Bokföringsportalen');
  });

  it('allows any number of invitations', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/users/invite-user/',
        key: bob.key,
        payload: { email: `many${i}@example.com` },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('validates the e-mail', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/users/invite-user/',
      key: bob.key,
      payload: { email: 'x' },
    });
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { email: ['E-post måste vara en giltig e-postadress'] },
    });
  });
});
