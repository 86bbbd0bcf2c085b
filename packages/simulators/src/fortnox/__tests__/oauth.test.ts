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
