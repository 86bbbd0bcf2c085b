import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

describe('Visma rate limit and faults', () => {
  it('answers the 601st request in a minute on one endpoint 429 with ErrorCode 4010', async () => {
    const { call, clock } = await startSimulator();
    for (let n = 0; n < 600; n++) {
      expect((await call('GET', '/v2/fiscalyears')).status).toBe(200);
    }
    const refused = await call('GET', '/v2/fiscalyears');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ErrorCode: 4010 });
    expect(refused.body.DeveloperErrorMessage).toMatch(/maximum admitted 600 per Minute/);
    // another endpoint has its own count; the minute passing frees the first
    expect((await call('GET', '/v2/companysettings')).status).toBe(200);
    clock.ms += 60_000;
    expect((await call('GET', '/v2/fiscalyears')).status).toBe(200);
  });

  it('can run without the limit, and injects 429, 5xx and counts every request', async () => {
    const { sim, call } = await startSimulator({ rateLimit: false });
    for (let n = 0; n < 601; n++) await call('GET', '/v2/fiscalyears');
    sim.faults.set({ tooManyRequests: { next: 1 }, serverError: { next: 2, status: 503 } });
    const seen = [];
    for (let n = 0; n < 3; n++) seen.push(await call('GET', '/v2/fiscalyears'));
    expect(seen.map((r) => r.status)).toEqual([429, 503, 200]);
    expect(seen[0]!.body.ErrorCode).toBe(4010);
    expect(sim.requests()).toBe(604);
    expect(sim.requests('token-a')).toBe(604);
  });
});
