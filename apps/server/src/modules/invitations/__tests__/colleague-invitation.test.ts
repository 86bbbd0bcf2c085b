import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastMailTo, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let ownerKey = '';

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'owner@colleague.test', companies: ['556200-0001'] });
  ownerKey = await signIn(t.app, 'owner@colleague.test');
  await createUser(t.ctx.db, { email: 'staff@colleague.test', role: 'Inhouse' });
});
afterAll(() => t.close());

const account = {
  email: 'new.colleague@colleague.test',
  password: 'Secret123',
  password_confirm: 'Secret123',
  first_name: 'Nora',
  last_name: 'Kollega',
  phone_number: '070-000 00 00',
};

async function invite(url: string, email: string) {
  const res = await call(t.app, { method: 'POST', url, key: ownerKey, payload: { email } });
  expect(res.statusCode).toBe(201);
  const mail = await lastMailTo(t.ctx.db, email);
  return /code=([A-Za-z0-9]+)/.exec(mail.text)![1]!;
}

describe('inviting a colleague (SPEC §7 users/invite-colleague/)', () => {
  it('lets the colleague sign up without billing fields and join the company', async () => {
    const code = await invite('/api/users/invite-colleague/', account.email);
    const mail = await lastMailTo(t.ctx.db, account.email);
    expect(mail.subject).toContain('Bolag 1 AB');

    const info = await call(t.app, { url: `/api/auth/invitation/?code=${code}` });
    expect(info.json()).toEqual({ role: 'Colleague', company_name: 'Bolag 1 AB' });
    const staffKey = await signIn(t.app, 'staff@colleague.test');
    const log = await call(t.app, { url: '/api/event-log/?entity=user', key: staffKey });
    expect(log.json()).toMatchObject({
      results: [
        {
          entity_id: account.email,
          action: 'colleague_invited',
          done_by: { email: 'owner@colleague.test' },
        },
      ],
    });

    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup/',
      payload: { ...account, invitation_code: code },
    });
    expect(signup.statusCode, signup.body).toBe(201);

    const users = await call(t.app, { url: '/api/users/?search=nora', key: ownerKey });
    expect(users.json()).toMatchObject({
      count: 1,
      results: [{ email: account.email, role: 'Colleague', companies: [{ name: 'Bolag 1 AB' }] }],
    });
    const invitations = await call(t.app, { url: '/api/users/invitations/', key: ownerKey });
    expect(invitations.json<{ results: { email: string; status: string }[] }>().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: account.email, role: 'Colleague', status: 'accepted' }),
      ]),
    );
  });

  it('still asks a new company owner for the billing fields, and keeps the code unused', async () => {
    const code = await invite('/api/users/invite-user/', 'new.owner@colleague.test');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup/',
      lang: 'en',
      payload: { ...account, email: 'new.owner@colleague.test', invitation_code: code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { company_name: ['The company name field is required'] },
    });
    const info = await call(t.app, { url: `/api/auth/invitation/?code=${code}` });
    expect(info.json()).toEqual({ role: 'Owner', company_name: null });
  });

  it('answers an unknown code as invalid', async () => {
    const res = await call(t.app, { url: '/api/auth/invitation/?code=NOPE12345678', lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invitation_invalid' });
  });
});
