import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMemberships } from '../../../db/schema/companies';
import { invitations } from '../../../db/schema/auth';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, lastCodeTo, lastMailTo, signIn } from '../../../test/fixtures';
import { findUserByEmail } from '../../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, lang?: string) =>
  call(t.app, { method: 'POST', url, payload, lang });

async function invite(email: string, from = 'inviter@example.com') {
  if (!(await findUserByEmail(t.ctx.db, from))) {
    await createUser(t.ctx.db, {
      email: from,
      role: 'MasterAccountant',
      firm: { name: 'Bjud In Byrå AB' },
    });
  }
  const key = await signIn(t.app, from);
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/users/invite-user/',
    key,
    payload: { email },
  });
  expect(res.statusCode).toBe(201);
  const mail = await lastMailTo(t.ctx.db, email);
  return /code=([A-Z0-9]+)/.exec(mail.text)![1]!;
}

const signupBody = (code: string, email: string) => ({
  invitation_code: code,
  email,
  password: 'Newpass123',
  password_confirm: 'Newpass123',
  first_name: 'Sara',
  last_name: 'Svensson',
  company_name: 'Sara Handel AB',
  company_number: '559876-5432',
  city: 'Göteborg',
  phone_number: '031-123456',
  billing_address: 'Avenyn 1',
  zip_code: '411 36',
  invoice_email: 'faktura@sara.se',
});

describe('sign-up and activation', () => {
  it('creates an inactive owner with the company, and mails an activation code', async () => {
    const code = await invite('sara@example.com');
    const res = await post('/api/auth/signup/', signupBody(code, 'sara@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toContain('aktiveringskod');

    const user = (await findUserByEmail(t.ctx.db, 'sara@example.com'))!;
    expect(user).toMatchObject({
      isActive: false,
      role: 'Owner',
      firstName: 'Sara',
      phone: '031-123456',
    });
    const [membership] = await t.ctx.db
      .select({ role: companyMemberships.role, company: companies })
      .from(companyMemberships)
      .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
      .where(eq(companyMemberships.userId, user.id));
    expect(membership?.role).toBe('Owner');
    expect(membership?.company).toMatchObject({
      name: 'Sara Handel AB',
      organizationNumber: '559876-5432',
      city: 'Göteborg',
      zipCode: '411 36',
      invoiceEmail: 'faktura@sara.se',
      billingAddress: 'Avenyn 1',
    });
    // invited by a firm's accountant: the new company is that firm's client
    expect(membership?.company.accountingFirmId).not.toBeNull();

    const mail = await lastMailTo(t.ctx.db, 'sara@example.com');
    expect(mail.subject).toMatch(/^Din aktiveringskod: \d{6}$/);
    expect(mail.status).toBe('queued');
    expect(t.queue.sent.at(-1)).toEqual({ name: 'email.deliver', data: { outboxId: mail.id } });

    // not yet active: sign-in says so
    const early = await post('/api/auth/signin/', {
      identifier: 'sara@example.com',
      password: 'Newpass123',
    });
    expect(early.json().code).toBe('inactive_account');

    const activation = await lastCodeTo(t.ctx.db, 'sara@example.com');
    const activated = await post('/api/auth/activate/', {
      email: 'sara@example.com',
      code: activation,
    });
    expect(activated.statusCode).toBe(200);
    const key = await signIn(t.app, 'sara@example.com', 'Newpass123');
    const notes = await call(t.app, { method: 'GET', url: '/api/notifications/', key });
    expect(notes.json().results[0].title).toBe('Välkommen till Bokföringsportalen');

    // the code is single use
    const again = await post('/api/auth/activate/', {
      email: 'sara@example.com',
      code: activation,
    });
    expect(again.json().code).toBe('code_expired');
  });

  it('uses an invitation only once', async () => {
    const code = await invite('first@example.com');
    expect(
      (await post('/api/auth/signup/', signupBody(code, 'first@example.com'))).statusCode,
    ).toBe(201);
    const res = await post('/api/auth/signup/', signupBody(code, 'second@example.com'), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invitation_invalid',
      errors: { invitation_code: ['The invitation code is invalid or already used.'] },
    });
    expect(await findUserByEmail(t.ctx.db, 'second@example.com')).toBeUndefined();
  });

  it('refuses an unknown invitation code', async () => {
    const res = await post('/api/auth/signup/', signupBody('NOSUCHCODE', 'x@example.com'));
    expect(res.json().code).toBe('invitation_invalid');
  });

  it('refuses a taken e-mail and leaves the invitation unused', async () => {
    await createUser(t.ctx.db, { email: 'taken@example.com' });
    const code = await invite('Taken@Example.com');
    const res = await post('/api/auth/signup/', signupBody(code, 'Taken@Example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'email_taken',
      errors: { email: ['Det finns redan ett konto med den e-postadressen.'] },
    });
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.code, code));
    expect(row?.usedAt).toBeNull();
  });

  it('validates the form with localized messages', async () => {
    const res = await post('/api/auth/signup/', {
      ...signupBody('X', 'bad'),
      password: 'short',
      password_confirm: 'other',
      city: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['E-post måste vara en giltig e-postadress'],
      password: ['Ditt lösenord är för kort.'],
      password_confirm: ['Lösenorden matchar inte.'],
      city: ['Fältet Ort är obligatoriskt'],
    });
  });
});

describe('activation codes', () => {
  it('answers a wrong code with invalid_code on the code field', async () => {
    await createUser(t.ctx.db, { email: 'wrong@example.com', active: false });
    await post('/api/auth/resend/', { email: 'wrong@example.com' });
    const real = await lastCodeTo(t.ctx.db, 'wrong@example.com');
    const wrong = real === '000000' ? '000001' : '000000';
    const res = await post(
      '/api/auth/activate/',
      { email: 'wrong@example.com', code: wrong },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_code',
      errors: { code: ['The code is incorrect.'] },
    });
  });

  it('kills a code after 5 wrong attempts', async () => {
    await createUser(t.ctx.db, { email: 'guess@example.com', active: false });
    await post('/api/auth/resend/', { email: 'guess@example.com' });
    const real = await lastCodeTo(t.ctx.db, 'guess@example.com');
    const wrong = real === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/activate/', { email: 'guess@example.com', code: wrong });
      expect(res.json().code).toBe('invalid_code');
    }
    const res = await post('/api/auth/activate/', { email: 'guess@example.com', code: real }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'code_expired',
      detail: 'The code has expired or been tried too many times. Request a new code.',
    });
  });

  it('expires a code after 24 hours', async () => {
    await createUser(t.ctx.db, { email: 'slow@example.com', active: false });
    await post('/api/auth/resend/', { email: 'slow@example.com' });
    const code = await lastCodeTo(t.ctx.db, 'slow@example.com');
    t.clock.advance(24 * 3600);
    const res = await post('/api/auth/activate/', { email: 'slow@example.com', code });
    expect(res.json().code).toBe('code_expired');
  });

  it('replaces the old code when a new one is sent', async () => {
    await createUser(t.ctx.db, { email: 'twice@example.com', active: false });
    await post('/api/auth/resend/', { email: 'twice@example.com' });
    const first = await lastCodeTo(t.ctx.db, 'twice@example.com');
    await post('/api/auth/resend/', { email: 'twice@example.com' });
    const second = await lastCodeTo(t.ctx.db, 'twice@example.com');
    if (first !== second) {
      const old = await post('/api/auth/activate/', { email: 'twice@example.com', code: first });
      expect(old.statusCode).toBe(400);
    }
    const res = await post('/api/auth/activate/', { email: 'twice@example.com', code: second });
    expect(res.statusCode).toBe(200);
  });

  it('answers resend the same whether or not the account exists or is active', async () => {
    await createUser(t.ctx.db, { email: 'active@example.com' });
    const answers = await Promise.all(
      ['nobody@example.com', 'active@example.com'].map((email) =>
        post('/api/auth/resend/', { email }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    await expect(lastMailTo(t.ctx.db, 'nobody@example.com')).rejects.toThrow();
    await expect(lastMailTo(t.ctx.db, 'active@example.com')).rejects.toThrow();
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const res = await post('/api/auth/activate/', { email: 'ghost@example.com', code: '123456' });
    expect(res.json().code).toBe('invalid_code');
  });

  it('requires a six-digit code', async () => {
    const res = await post('/api/auth/activate/', { email: 'a@example.com', code: '12ab' });
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { code: ['Koden består av 6 siffror.'] },
    });
  });
});
