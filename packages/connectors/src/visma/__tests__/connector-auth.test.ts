import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { vismaConnector } from '../connector';
import { vismaTokenUrl } from '../credentials';
import { startVisma, voucher } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

let visma: SimulatedVisma | undefined;
afterEach(async () => {
  await visma?.sim.close();
  visma = undefined;
});

describe('Visma connector OAuth2', () => {
  it('declares OAuth2 credentials, a rate under 600 a minute, and the identity server', () => {
    const { credentials, rateLimit } = vismaConnector;
    expect(vismaConnector).toMatchObject({
      id: 'visma',
      kind: 'accounting',
      name: 'Visma eEkonomi',
    });
    expect(credentials).toMatchObject({ type: 'oauth2', tokenPath: '/connect/token' });
    const secret = Object.fromEntries(credentials.fields.map((f) => [f.key, f.secret]));
    expect(secret).toEqual({
      access_token: true,
      refresh_token: true,
      client_id: false,
      client_secret: true,
    });
    expect(rateLimit!.capacity + 60 * rateLimit!.perSecond).toBeLessThanOrEqual(600);
    expect(rateLimit!.perSecond).toBeGreaterThanOrEqual(9.5);
    expect(vismaTokenUrl(vismaConnector.defaultBaseUrl)).toBe(
      'https://identity.vismaonline.com/connect/token',
    );
  });

  it('refreshes an expired access token once, stores the rotated pair and goes on', async () => {
    visma = await startVisma();
    const { sim, clock, credentials, changes } = visma;
    const first = { ...credentials };
    const session = vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
    await session.test();
    clock.ms += 3600 * 1000; // the hour is over
    expect(await session.bookOnce(voucher(1), 'm-1')).toEqual({
      reference: 'A1',
      recovered: false,
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.access_token).not.toBe(first.access_token);
    expect(changes[0]!.refresh_token).not.toBe(first.refresh_token);
    expect(Date.parse(changes[0]!.expires_at!)).toBeGreaterThan(Date.now());
    await session.bookOnce(voucher(2), 'm-2');
    expect(changes).toHaveLength(1);
    // the old refresh token was rotated away: a second connection holding it must reconnect
    const stale = vismaConnector.open({ baseUrl: sim.url, credentials: first }, visma.runtime());
    sim.state.expire(first.access_token!);
    await expect(stale.test()).rejects.toMatchObject({ code: 'auth' });
  });

  it('refreshes before the request when expires_at says the token is over, once for parallel calls', async () => {
    visma = await startVisma();
    const { sim, credentials, changes } = visma;
    const stale = { ...credentials, expires_at: '2020-01-01T00:00:00.000Z' };
    const session = vismaConnector.open({ baseUrl: sim.url, credentials: stale }, visma.runtime());
    await Promise.all([session.test(), session.test(), session.test()]);
    expect(changes).toHaveLength(1);
  });

  it('answers auth when the refresh token is refused too', async () => {
    visma = await startVisma();
    const { sim, credentials } = visma;
    sim.state.expire(credentials.access_token!);
    sim.state.revoke(credentials.refresh_token!);
    const session = vismaConnector.open({ baseUrl: sim.url, credentials }, visma.runtime());
    const error = await session.test().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('auth');
    expect((error as Error).message).toContain('reconnect Visma eEkonomi');
    expect(visma.changes).toEqual([]);
  });
});
