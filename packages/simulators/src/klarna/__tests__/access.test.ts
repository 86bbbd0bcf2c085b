import { describe, expect, it } from 'vitest';
import { startKlarna } from './harness';

const errorBody = {
  error_code: expect.any(String),
  error_messages: [expect.any(String)],
  correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
};

describe('Klarna simulator: access', () => {
  it('answers wrong, missing or revoked credentials with 401 and Klarna error body', async () => {
    const { sim, get } = await startKlarna({ payouts: 1 });
    expect((await get('payouts')).status).toBe(200);
    const wrong = `Basic ${Buffer.from('K123456_abcdef:nope').toString('base64')}`;
    const refused = await get('payouts', wrong);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ ...errorBody, error_code: 'UNAUTHORIZED' });
    expect((await get('payouts', null)).status).toBe(401);
    sim.state.revoke();
    expect((await get('payouts')).status).toBe(401);
  });

  it('answers an unknown payout with 404 NOT_FOUND', async () => {
    const { get } = await startKlarna();
    const missing = await get('payouts/NOPE1234');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ ...errorBody, error_code: 'NOT_FOUND' });
  });
});

describe('Klarna simulator: faults', () => {
  it('answers 429 with Retry-After, then 5xx, then serves; counting every request', async () => {
    const { sim, get } = await startKlarna({ retryAfterSeconds: 3 });
    sim.faults.set({ tooManyRequests: { next: 1 } });
    const limited = await get('payouts');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.body).toEqual({ ...errorBody, error_code: 'TOO_MANY_REQUESTS' });
    sim.faults.set({ serverError: { next: 1, status: 503 } });
    expect((await get('payouts')).status).toBe(503);
    expect((await get('payouts')).status).toBe(200);
    expect(sim.requests()).toBe(3);
  });

  it('accepts a request and never answers when told to hang', async () => {
    const { sim } = await startKlarna();
    sim.faults.set({ timeout: { next: 1 } });
    const request = fetch(`${sim.url}/settlements/v1/payouts`, {
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
  });
});
