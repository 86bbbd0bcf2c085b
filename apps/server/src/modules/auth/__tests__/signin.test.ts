import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, PASSWORD, signIn } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tokenTtlHours: 24,
    rateLimits: {
      signinAccount: { max: 3, windowSeconds: 60 },
      signinIp: { max: 100, windowSeconds: 60 },
      codeAccount: { max: 100, windowSeconds: 60 },
      codeIp: { max: 100, windowSeconds: 60 },
    },
  });
  await createUser(t.ctx.db, { email: 'single@example.com', companies: ['556000-0001'] });
  await createUser(t.ctx.db, {
    email: 'multi@example.com',
    companies: ['556000-0011', '556000-0022'],
  });
  await createUser(t.ctx.db, { email: 'inactive@example.com', active: false });
  await createUser(t.ctx.db, {
    email: 'accountant@example.com',
    role: 'MasterAccountant',
    firm: { name: 'Byrå AB' },
  });
});
afterAll(() => t.close());

const signin = (payload: object, lang?: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/signin/', payload, lang });

describe('POST /api/auth/signin/', () => {
  it('signs a one-company user in with key, user and a 24 h expiry', async () => {
    const res = await signin({ identifier: 'single@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.key).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'single@example.com',
      role: 'Owner',
      roles: ['Owner'],
      companies: [{ name: 'Bolag 1 AB', company_id: '556000-0001' }],
    });
    const expiry = new Date(body.expiry).getTime();
    expect(expiry - t.clock.now().getTime()).toBe(24 * 3600 * 1000);
  });

  it('matches the e-mail whatever its case', async () => {
    const res = await signin({ identifier: 'Single@Example.COM', password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('issues a new token on every sign-in', async () => {
    const a = await signIn(t.app, 'single@example.com');
    const b = await signIn(t.app, 'single@example.com');
    expect(a).not.toBe(b);
  });

  it('asks a user of several companies to choose, without a token', async () => {
    const res = await signin({ identifier: 'multi@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.key).toBeUndefined();
    expect(body.companies).toEqual([
      { id: expect.any(Number), name: 'Bolag 1 AB', company_id: '556000-0011' },
      { id: expect.any(Number), name: 'Bolag 2 AB', company_id: '556000-0022' },
    ]);
  });

  it('signs in with the chosen company_number', async () => {
    const res = await signin({
      identifier: 'multi@example.com',
      password: PASSWORD,
      company_number: '556000-0022',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toBeDefined();
  });

  it('refuses a company_number that is not one of the user’s companies', async () => {
    const res = await signin(
      { identifier: 'multi@example.com', password: PASSWORD, company_number: '556000-0001' },
      'en',
    );
    expect(res.statusCode).toBe(400);
    const detail = 'You are not connected to a company with that company number.';
    expect(res.json()).toEqual({ code: 'signin_error', detail, non_field_errors: [detail] });
  });

  it('signs an accountant (no company memberships) straight in', async () => {
    const res = await signin({ identifier: 'accountant@example.com', password: PASSWORD });
    expect(res.json().user).toMatchObject({
      role: 'MasterAccountant',
      companies: [],
      accounting_firms: [{ name: 'Byrå AB' }],
    });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await signin({ identifier: 'single@example.com', password: 'Wrong1234' });
    const unknown = await signin({ identifier: 'nobody@example.com', password: 'Wrong1234' });
    const detail = 'Ogiltig e-post eller ogiltigt lösenord. Försök igen.';
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'signin_error', detail, non_field_errors: [detail] });
    }
    await signIn(t.app, 'single@example.com'); // clears the account's failure counter again
  });

  it('tells an inactive account with the right password to activate', async () => {
    const res = await signin({ identifier: 'inactive@example.com', password: PASSWORD }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'inactive_account',
      detail: 'Your account is not activated yet. Enter the code we sent to your email.',
    });
  });

  it('does not reveal an inactive account to a wrong password', async () => {
    const res = await signin({ identifier: 'inactive@example.com', password: 'Wrong1234' });
    expect(res.json().code).toBe('signin_error');
  });
});

describe('sessions', () => {
  it('accepts the key on authenticated calls until it expires', async () => {
    const key = await signIn(t.app, 'single@example.com');
    const me = await call(t.app, { method: 'GET', url: '/api/users/me/', key });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('single@example.com');

    t.clock.advance(24 * 3600 - 1);
    expect((await call(t.app, { method: 'GET', url: '/api/users/me/', key })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await call(t.app, { method: 'GET', url: '/api/users/me/', key, lang: 'en' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      code: 'token_expired',
      detail: 'Your session has expired, please log in again',
    });
  });

  it('revokes the token on sign-out, and only that token', async () => {
    const key = await signIn(t.app, 'single@example.com');
    const other = await signIn(t.app, 'single@example.com');
    const out = await call(t.app, { method: 'POST', url: '/api/auth/signout/', key });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: 'Du är nu utloggad.' });
    const after = await call(t.app, { method: 'GET', url: '/api/users/me/', key });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('not_authenticated');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/users/me/', key: other })).statusCode,
    ).toBe(200);
  });

  it('refuses the token of a deactivated user', async () => {
    const user = await createUser(t.ctx.db, { email: 'soon-gone@example.com' });
    const key = await signIn(t.app, 'soon-gone@example.com');
    const { updateUser } = await import('../../users/users.repository');
    await updateUser(t.ctx.db, user.id, { isActive: false });
    expect((await call(t.app, { method: 'GET', url: '/api/users/me/', key })).statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('throttles an account after 3 failures, then lets it in after the window', async () => {
    await createUser(t.ctx.db, { email: 'target@example.com' });
    for (let i = 0; i < 3; i++) {
      const res = await signin({ identifier: 'target@example.com', password: 'Wrong1234' });
      expect(res.json().code).toBe('signin_error');
    }
    // Even the right password is refused while throttled; the answer says how long to wait.
    const blocked = await signin({ identifier: 'target@example.com', password: PASSWORD }, 'en');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toEqual({
      code: 'throttled',
      detail: 'Too many attempts. Try again in 60 seconds.',
    });

    t.clock.advance(30);
    const later = await signin({ identifier: 'target@example.com', password: PASSWORD });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('30');

    t.clock.advance(30);
    const allowed = await signin({ identifier: 'target@example.com', password: PASSWORD });
    expect(allowed.statusCode).toBe(200);
  });

  it('clears the account counter on a successful sign-in', async () => {
    await createUser(t.ctx.db, { email: 'forgetful@example.com' });
    for (let i = 0; i < 2; i++)
      await signin({ identifier: 'forgetful@example.com', password: 'Nope1234' });
    await signIn(t.app, 'forgetful@example.com');
    for (let i = 0; i < 2; i++)
      await signin({ identifier: 'forgetful@example.com', password: 'Nope1234' });
    expect(
      (await signin({ identifier: 'forgetful@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('does not let failures on one account throttle another', async () => {
    await createUser(t.ctx.db, { email: 'bystander@example.com' });
    for (let i = 0; i < 4; i++)
      await signin({ identifier: 'attacked@example.com', password: 'Nope1234' });
    expect(
      (await signin({ identifier: 'attacked@example.com', password: 'Nope1234' })).statusCode,
    ).toBe(429);
    expect(
      (await signin({ identifier: 'bystander@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});
