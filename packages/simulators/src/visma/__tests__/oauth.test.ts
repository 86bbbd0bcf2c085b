import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

async function token(url: string, form: Record<string, string>, secret = 'portal-secret') {
  const res = await fetch(`${url}/connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`portal-client:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const REDIRECT = 'https://portal.test/oauth/callback';

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'portal-client',
    redirect_uri: REDIRECT,
    scope: 'ea:api ea:accounting offline_access',
    state: 'visma-state',
    response_type: 'code',
    ...overrides,
  });

async function decide(url: string, form: Record<string, string>) {
  const res = await fetch(`${url}/connect/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(authorizeQuery()), ...form }),
  });
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location) : null };
}

describe('Visma OAuth2 authorization', () => {
  it('lets the person pick the company, then redeems the code for tokens of that company', async () => {
    const { sim, call } = await startSimulator();
    sim.state.companies.get('token-b')!.settings.Name = 'Fjällbutiken i Åre AB';
    const page = await fetch(`${sim.url}/connect/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Authorize portal-client to use Visma eEkonomi');
    expect(html).toContain('value="1" required> Fjällbutiken i Åre AB (556677-8899)</label>');

    const allowed = await decide(sim.url, { decision: 'allow', company: '1' });
    expect(allowed.location!.searchParams.get('state')).toBe('visma-state');
    const code = allowed.location!.searchParams.get('code')!;
    const wrongUri = { grant_type: 'authorization_code', code, redirect_uri: 'https://x.test/' };
    expect((await token(sim.url, wrongUri)).body).toEqual({ error: 'invalid_grant' });

    const again = (await decide(sim.url, { decision: 'allow', company: '1' })).location!;
    const form = {
      grant_type: 'authorization_code',
      code: again.searchParams.get('code')!,
      redirect_uri: REDIRECT,
    };
    const res = await token(sim.url, form);
    expect(res.status).toBe(200);
    const settings = await call(
      'GET',
      '/v2/companysettings',
      undefined,
      String(res.body.access_token),
    );
    expect(settings.body.Name).toBe('Fjällbutiken i Åre AB');
  });

  it('Deny returns access_denied with the state; an unknown client gets an error page', async () => {
    const { sim } = await startSimulator();
    const denied = await decide(sim.url, { decision: 'deny' });
    expect(Object.fromEntries(denied.location!.searchParams)).toEqual({
      error: 'access_denied',
      state: 'visma-state',
    });
    const unknown = await fetch(
      `${sim.url}/connect/authorize?${authorizeQuery({ client_id: 'stranger' })}`,
      { redirect: 'manual' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('location')).toBeNull();
    const noRedirect = await fetch(
      `${sim.url}/connect/authorize?${authorizeQuery({ redirect_uri: '' })}`,
    );
    expect(noRedirect.status).toBe(400);
  });
});

describe('Visma OAuth2 tokens', () => {
  it('redeems an authorization code once for a pair that opens the company', async () => {
    const { sim, call } = await startSimulator();
    const code = sim.state.authorize('token-a');
    const form = { grant_type: 'authorization_code', code, redirect_uri: 'https://portal/cb' };
    const res = await token(sim.url, form);
    expect(res).toMatchObject({ status: 200, body: { expires_in: 3600, token_type: 'Bearer' } });
    const years = await call('GET', '/v2/fiscalyears', undefined, String(res.body.access_token));
    expect(years.body.Data).toHaveLength(3);
    expect((await token(sim.url, form)).body).toEqual({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: the new pair works, the old refresh token does not', async () => {
    const { sim, call } = await startSimulator();
    const granted = sim.state.grant('token-a');
    const form = { grant_type: 'refresh_token', refresh_token: granted.refresh_token };
    const refreshed = await token(sim.url, form);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(granted.refresh_token);
    const settings = await call(
      'GET',
      '/v2/companysettings',
      undefined,
      String(refreshed.body.access_token),
    );
    expect(settings.body).toMatchObject({ CountryCode: 'SE', CurrencyCode: 'SEK' });
    expect(await token(sim.url, form)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    expect((await token(sim.url, form, 'guess')).body).toEqual({ error: 'invalid_client' });
  });

  it('answers 401 with ErrorCode 4005 when the token is missing, over its hour or revoked', async () => {
    const { sim, call, clock } = await startSimulator();
    const granted = sim.state.grant('token-a');
    expect((await call('GET', '/v2/fiscalyears', undefined, granted.access_token)).status).toBe(
      200,
    );
    clock.ms += 3600 * 1000;
    const expired = await call('GET', '/v2/fiscalyears', undefined, granted.access_token);
    expect(expired).toMatchObject({ status: 401, body: { ErrorCode: 4005 } });
    expect(expired.body.ErrorId).toEqual(expect.any(String));
    expect((await call('GET', '/v2/fiscalyears', undefined, '')).status).toBe(401);
    sim.state.revoke('token-b');
    expect((await call('GET', '/v2/fiscalyears', undefined, 'token-b')).status).toBe(401);
  });
});
