import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function refresh(url: string, refreshToken: string, secret = 'portal-secret') {
  const res = await fetch(`${url}/oauth-v1/token`, {
    method: 'POST',
    headers: {
      authorization: basic('portal-client', secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const REDIRECT = 'https://portal.test/oauth/callback';

async function tokenForCode(url: string, code: string, redirectUri = REDIRECT) {
  const res = await fetch(`${url}/oauth-v1/token`, {
    method: 'POST',
    headers: {
      authorization: basic('portal-client', 'portal-secret'),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'portal-client',
    redirect_uri: REDIRECT,
    scope: 'bookkeeping companyinformation',
    state: 'state-123',
    response_type: 'code',
    access_type: 'offline',
    ...overrides,
  });

/** The consent form's answer: where the browser is sent, if anywhere. */
async function decide(url: string, form: Record<string, string>) {
  const res = await fetch(`${url}/oauth-v1/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(authorizeQuery()), ...form }),
  });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null };
}

describe('Fortnox OAuth2 authorization', () => {
  it('shows a consent page naming the client and offering each company, Allow and Deny', async () => {
    const { sim } = await startSimulator();
    sim.state.tenants.get('token-b')!.company = {
      name: 'Fjällbutiken i Åre AB',
      organisationNumber: '559123-4567',
    };
    const res = await fetch(`${sim.url}/oauth-v1/auth?${authorizeQuery()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<strong>portal-client</strong>');
    expect(html).toContain('<legend>Company</legend>');
    expect(html).toMatch(
      /<label><input type="radio" name="company" value="1" required> Fjällbutiken i Åre AB \(559123-4567\)<\/label>/,
    );
    expect(html).toContain(
      '<button type="submit" class="allow" name="decision" value="allow">Allow</button>',
    );
    expect(html).toContain('value="deny"');
  });

  it('names the only company without asking when there is one', async () => {
    const { sim } = await startSimulator({ tokens: ['only'] });
    const html = await (await fetch(`${sim.url}/oauth-v1/auth?${authorizeQuery()}`)).text();
    expect(html).toContain('Company: <strong>Företaget only (556677-8899)</strong>');
    expect(html).not.toContain('type="radio"');
  });

  it('Allow sends a one-time code and the state back; the code buys tokens for the chosen company', async () => {
    const { sim, call } = await startSimulator();
    await call('POST', '/3/customers', { Customer: { Name: 'Bertil' } }, 'token-b');
    const allowed = await decide(sim.url, { decision: 'allow', company: '1' });
    expect(allowed.status).toBe(303);
    expect(allowed.location!.origin + allowed.location!.pathname).toBe(REDIRECT);
    expect(allowed.location!.searchParams.get('state')).toBe('state-123');
    const code = allowed.location!.searchParams.get('code')!;
    const tokens = await tokenForCode(sim.url, code);
    expect(tokens).toMatchObject({
      status: 200,
      body: { token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) },
    });
    const customers = await call(
      'GET',
      '/3/customers',
      undefined,
      String(tokens.body.access_token),
    );
    expect(customers.body.Customers).toMatchObject([{ Name: 'Bertil' }]);
    expect(await tokenForCode(sim.url, code)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('refuses a code for another redirect URI, and one older than ten minutes', async () => {
    const { sim, clock } = await startSimulator();
    const first = (await decide(sim.url, { decision: 'allow', company: '0' })).location!;
    const elsewhere = await tokenForCode(
      sim.url,
      first.searchParams.get('code')!,
      'https://evil.test/cb',
    );
    expect(elsewhere).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const second = (await decide(sim.url, { decision: 'allow', company: '0' })).location!;
    clock.ms += 601 * 1000;
    const late = await tokenForCode(sim.url, second.searchParams.get('code')!);
    expect(late).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('Deny sends access_denied and the state back, and no code', async () => {
    const { sim } = await startSimulator();
    const denied = await decide(sim.url, { decision: 'deny' });
    expect(denied.status).toBe(303);
    expect(Object.fromEntries(denied.location!.searchParams)).toEqual({
      error: 'access_denied',
      state: 'state-123',
    });
  });

  it('shows an error page and redirects nowhere for an unknown client or no redirect URI', async () => {
    const { sim } = await startSimulator();
    for (const query of [
      authorizeQuery({ client_id: 'stranger' }),
      authorizeQuery({ redirect_uri: '' }),
    ]) {
      const res = await fetch(`${sim.url}/oauth-v1/auth?${query}`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('role="alert"');
    }
    const posted = await decide(sim.url, { decision: 'allow', company: '0', client_id: 'x' });
    expect(posted).toEqual({ status: 400, location: null });
  });
});

describe('Fortnox OAuth2 tokens', () => {
  it('refreshes into a new pair whose access token opens the same company', async () => {
    const { sim, call } = await startSimulator();
    await call('POST', '/3/customers', { Customer: { Name: 'Anna' } });
    const granted = sim.state.grant('token-a');
    const res = await refresh(sim.url, granted.refresh_token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expires_in: 3600, token_type: 'bearer' });
    const customers = await call('GET', '/3/customers', undefined, String(res.body.access_token));
    expect(customers.body.Customers).toHaveLength(1);
  });

  it('rotates refresh tokens: the old one stops working', async () => {
    const { sim } = await startSimulator();
    const granted = sim.state.grant('token-a');
    expect((await refresh(sim.url, granted.refresh_token)).status).toBe(200);
    const again = await refresh(sim.url, granted.refresh_token);
    expect(again).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.any(String) },
    });
  });

  it('refuses a wrong client secret', async () => {
    const { sim } = await startSimulator();
    const granted = sim.state.grant('token-a');
    const res = await refresh(sim.url, granted.refresh_token, 'guess');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('expires access tokens after an hour by the simulator clock, or when told to', async () => {
    const { sim, call, clock } = await startSimulator();
    const granted = sim.state.grant('token-a');
    expect((await call('GET', '/3/accounts/1930', undefined, granted.access_token)).status).toBe(
      200,
    );
    clock.ms += 3600 * 1000;
    const expired = await call('GET', '/3/accounts/1930', undefined, granted.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.ErrorInformation.Code).toBe(2000311);
    sim.state.expire('token-b');
    expect((await call('GET', '/3/accounts/1930', undefined, 'token-b')).status).toBe(401);
    expect((await call('GET', '/3/accounts/1930')).status).toBe(200);
  });

  it('counts every request it receives', async () => {
    const { sim, call } = await startSimulator();
    const before = sim.requests();
    await call('GET', '/3/accounts/1930');
    await call('GET', '/3/accounts/1930', undefined, 'nobody');
    expect(sim.requests() - before).toBe(2);
  });
});
