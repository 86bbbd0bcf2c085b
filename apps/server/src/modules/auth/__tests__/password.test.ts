import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, lastCodeTo, lastMailTo, PASSWORD, signIn } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, extra: { key?: string; lang?: string } = {}) =>
  call(t.app, { method: 'POST', url, payload, ...extra });
const me = (key: string) => call(t.app, { method: 'GET', url: '/api/users/me/', key });

describe('password reset', () => {
  it('mails a code, checks it, sets the password and signs out every device', async () => {
    await createUser(t.ctx.db, { email: 'reset@example.com', locale: 'en' });
    const laptop = await signIn(t.app, 'reset@example.com');
    const phone = await signIn(t.app, 'reset@example.com');

    const init = await post('/api/auth/reset/init/', { email: 'reset@example.com' });
    expect(init.statusCode).toBe(200);
    const mail = await lastMailTo(t.ctx.db, 'reset@example.com');
    expect(mail.locale).toBe('en'); // the recipient's language, not the caller's
    expect(mail.subject).toMatch(/^Code to reset your password: \d{6}$/);
    const code = await lastCodeTo(t.ctx.db, 'reset@example.com');

    const check = await post('/api/auth/reset/checkcode/', { email: 'reset@example.com', code });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ detail: 'Koden stämmer. Välj ett nytt lösenord.' });

    const reset = await post('/api/auth/reset/', {
      email: 'reset@example.com',
      code,
      password: 'Brandnew123',
      password_confirm: 'Brandnew123',
    });
    expect(reset.statusCode).toBe(200);

    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    const old = await post('/api/auth/signin/', {
      identifier: 'reset@example.com',
      password: PASSWORD,
    });
    expect(old.json().code).toBe('signin_error');
    const fresh = await signIn(t.app, 'reset@example.com', 'Brandnew123');
    expect((await me(fresh)).statusCode).toBe(200);

    // single use
    const again = await post('/api/auth/reset/', {
      email: 'reset@example.com',
      code,
      password: 'Another123',
      password_confirm: 'Another123',
    });
    expect(again.json().code).toBe('code_expired');
  });

  it('answers reset/init the same for unknown accounts and sends nothing', async () => {
    await createUser(t.ctx.db, { email: 'known@example.com' });
    const known = await post('/api/auth/reset/init/', { email: 'known@example.com' });
    const unknown = await post('/api/auth/reset/init/', { email: 'unknown@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect(lastMailTo(t.ctx.db, 'unknown@example.com')).rejects.toThrow();
  });

  it('expires a reset code after one hour', async () => {
    await createUser(t.ctx.db, { email: 'hour@example.com' });
    await post('/api/auth/reset/init/', { email: 'hour@example.com' });
    const code = await lastCodeTo(t.ctx.db, 'hour@example.com');
    t.clock.advance(3599);
    expect(
      (await post('/api/auth/reset/checkcode/', { email: 'hour@example.com', code })).statusCode,
    ).toBe(200);
    t.clock.advance(1);
    const late = await post('/api/auth/reset/checkcode/', { email: 'hour@example.com', code });
    expect(late.json().code).toBe('code_expired');
  });

  it('counts wrong checkcode attempts and kills the code at 5', async () => {
    await createUser(t.ctx.db, { email: 'brute@example.com' });
    await post('/api/auth/reset/init/', { email: 'brute@example.com' });
    const code = await lastCodeTo(t.ctx.db, 'brute@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/reset/checkcode/', {
        email: 'brute@example.com',
        code: wrong,
      });
      expect(res.json().code).toBe('invalid_code');
    }
    const res = await post('/api/auth/reset/', {
      email: 'brute@example.com',
      code,
      password: 'Brandnew123',
      password_confirm: 'Brandnew123',
    });
    expect(res.json().code).toBe('code_expired');
  });

  it('checks the new password rules and the confirmation', async () => {
    const res = await post(
      '/api/auth/reset/',
      {
        email: 'x@example.com',
        code: '123456',
        password: 'alllowercase1',
        password_confirm: 'different',
      },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password: ['The password must contain at least one uppercase letter.'],
      password_confirm: ['The passwords do not match.'],
    });
  });
});

describe('password change', () => {
  it('refuses a wrong old password on the old_password field', async () => {
    await createUser(t.ctx.db, { email: 'change1@example.com' });
    const key = await signIn(t.app, 'change1@example.com');
    const res = await post(
      '/api/auth/password/change/',
      { old_password: 'Wrong1234', password: 'Changed123', password_confirm: 'Changed123' },
      { key },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { old_password: ['Det nuvarande lösenordet är fel.'] },
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createUser(t.ctx.db, { email: 'change2@example.com' });
    const current = await signIn(t.app, 'change2@example.com');
    const other = await signIn(t.app, 'change2@example.com');
    const res = await post(
      '/api/auth/password/change/',
      { old_password: PASSWORD, password: 'Changed123', password_confirm: 'Changed123' },
      { key: current },
    );
    expect(res.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await signIn(t.app, 'change2@example.com', 'Changed123');

    const mail = await lastMailTo(t.ctx.db, 'change2@example.com');
    expect(mail.subject).toBe('Ditt lösenord har ändrats');
    const notes = await call(t.app, { method: 'GET', url: '/api/notifications/', key: current });
    expect(notes.json().results[0]).toMatchObject({
      title: 'Lösenordet har ändrats',
      read_at: null,
    });
  });
});
