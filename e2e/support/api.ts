import { expect, type APIRequestContext } from '@playwright/test';

/** Calls the API directly, as a second device or an admin would, to set up or check a scene. */
export const PASSWORD = 'Demo1234';

export interface Session {
  key: string;
  expiry: string;
  user: { id: number; first_name: string };
}

export async function apiSignIn(
  request: APIRequestContext,
  identifier: string,
  password = PASSWORD,
  /** the company's name when the user has several; the first otherwise */
  company?: string,
): Promise<Session> {
  let response = await request.post('/api/auth/signin/', { data: { identifier, password } });
  expect(response.status(), await response.text()).toBe(200);
  let body = (await response.json()) as
    Session | { companies: { company_id: string; name: string }[] };
  if ('companies' in body) {
    const chosen = body.companies.find((c) => c.name === company) ?? body.companies[0];
    const company_number = chosen?.company_id;
    response = await request.post('/api/auth/signin/', {
      data: { identifier, password, company_number },
    });
    body = (await response.json()) as Session;
  }
  return body as Session;
}

export function auth(key: string) {
  return { Authorization: `Bearer ${key}` };
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to` whose text matches `pattern`, read from the outbox as in-house staff. */
export async function readMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/outbox/?to=${encodeURIComponent(to)}`, {
        headers: auth(inhouse.key),
      });
      const page = (await response.json()) as { results: OutboxMessage[] };
      for (const message of page.results) {
        match = message.text.match(pattern);
        if (match) return true;
      }
      return false;
    })
    .toBe(true);
  return match!;
}

/** The 6-digit codes in the Swedish activation and reset e-mails. */
export const ACTIVATION_CODE = /aktivera ditt konto:\s+(\d{6})/;
export const RESET_CODE = /nytt lösenord:\s+(\d{6})/;

export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** An invitation code for `email`, sent by the demo owner. */
export async function inviteCode(
  request: APIRequestContext,
  email: string,
  kind: 'invite-user' | 'invite-colleague' = 'invite-user',
): Promise<string> {
  const owner = await apiSignIn(request, 'owner@example.com');
  const response = await request.post(`/api/users/${kind}/`, {
    headers: auth(owner.key),
    data: { email, locale: 'sv' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [, code] = await readMail(request, email, /[?&]code=([^&\s]+)/);
  return decodeURIComponent(code!);
}

export const BILLING = {
  first_name: 'Test',
  last_name: 'Testsson',
  company_name: 'Testbolaget AB',
  company_number: '556000-0000',
  city: 'Uppsala',
  phone_number: '070-000 00 00',
  billing_address: 'Testgatan 1',
  zip_code: '75310',
};

/** A new, activated account (for tests that change a user's password or picture). */
export async function createUser(request: APIRequestContext, prefix: string, password = PASSWORD) {
  const email = freshEmail(prefix);
  const invitation_code = await inviteCode(request, email);
  const signup = await request.post('/api/auth/signup/', {
    data: {
      invitation_code,
      email,
      password,
      password_confirm: password,
      ...BILLING,
      invoice_email: email,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const [, code] = await readMail(request, email, ACTIVATION_CODE);
  const activate = await request.post('/api/auth/activate/', { data: { email, code } });
  expect(activate.status(), await activate.text()).toBe(200);
  return { email, password };
}

export async function setMaintenance(
  request: APIRequestContext,
  maintenance: { enabled: boolean; message_sv: string; message_en: string },
) {
  const inhouse = await apiSignIn(request, 'inhouse@example.com');
  const response = await request.put('/api/settings/maintenance/', {
    headers: auth(inhouse.key),
    data: maintenance,
  });
  expect(response.status(), await response.text()).toBe(200);
}
