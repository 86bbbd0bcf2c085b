import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import { fortnoxConnector } from '../connector';
import { startFortnox, voucher } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

let fortnox: SimulatedFortnox | undefined;
afterEach(async () => {
  await fortnox?.sim.close();
  fortnox = undefined;
});

describe('Fortnox connector OAuth2', () => {
  it('declares OAuth2 credentials with labels and the secret fields masked', () => {
    const { credentials } = fortnoxConnector;
    expect(credentials).toMatchObject({ type: 'oauth2', tokenPath: '/oauth-v1/token' });
    const secret = Object.fromEntries(credentials.fields.map((f) => [f.key, f.secret]));
    expect(secret).toEqual({
      access_token: true,
      refresh_token: true,
      client_id: false,
      client_secret: true,
    });
    // never more than Fortnox's 25 in any 5 s, and most of it used
    const { capacity, perSecond } = fortnoxConnector.rateLimit!;
    expect(capacity + 5 * perSecond).toBeLessThanOrEqual(25);
    expect(perSecond).toBeGreaterThanOrEqual(4.5);
  });

  it('refreshes an expired access token once, stores the new pair and goes on', async () => {
    fortnox = await startFortnox();
    const { sim, clock, credentials, changes } = fortnox;
    const first = { ...credentials };
    const session = fortnoxConnector.open({ baseUrl: sim.url, credentials }, fortnox.runtime());
    await session.test();
    clock.ms += 3600 * 1000; // the hour is over
    const booked = await session.bookOnce(voucher(1), 'm-1');
    expect(booked).toEqual({ reference: 'A 1', recovered: false });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.access_token).not.toBe(first.access_token);
    expect(changes[0]!.refresh_token).not.toBe(first.refresh_token);
    expect(Date.parse(changes[0]!.expires_at!)).toBeGreaterThan(Date.now());
    // the old refresh token was rotated away; the stored one works
    expect(sim.state.refresh(first.refresh_token!)).toBeUndefined();
    await session.bookOnce(voucher(2), 'm-2');
    expect(changes).toHaveLength(1);
  });

  it('refreshes before the request when expires_at says the token is over', async () => {
    fortnox = await startFortnox();
    const { sim, credentials, changes } = fortnox;
    const stale = { ...credentials, expires_at: '2020-01-01T00:00:00.000Z' };
    const session = fortnoxConnector.open(
      { baseUrl: sim.url, credentials: stale },
      fortnox.runtime(),
    );
    await session.test();
    expect(changes).toHaveLength(1);
  });

  it('answers auth when the refresh token is refused too', async () => {
    fortnox = await startFortnox();
    const { sim, credentials } = fortnox;
    sim.state.expire(credentials.access_token!);
    sim.state.revoke(credentials.refresh_token!);
    const session = fortnoxConnector.open({ baseUrl: sim.url, credentials }, fortnox.runtime());
    const error = await session.test().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('auth');
    expect(fortnox.changes).toEqual([]);
  });

  it('refreshes once when requests run side by side', async () => {
    fortnox = await startFortnox();
    const { sim, credentials, changes } = fortnox;
    sim.state.expire(credentials.access_token!);
    const session = fortnoxConnector.open({ baseUrl: sim.url, credentials }, fortnox.runtime());
    await Promise.all([session.test(), session.test(), session.test()]);
    expect(changes).toHaveLength(1);
  });
});
