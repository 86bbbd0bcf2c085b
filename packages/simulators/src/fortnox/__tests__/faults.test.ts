import { describe, expect, it } from 'vitest';
import { startSimulator } from './harness';

async function statuses(seed: number, count: number) {
  const { sim, call, clock } = await startSimulator({ seed });
  sim.faults.set({ tooManyRequests: { probability: 0.2 }, serverError: { probability: 0.2 } });
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    clock.ms += 1_000;
    seen.push((await call('GET', '/3/financialyears')).status);
  }
  return seen;
}

describe('Fortnox fault injection', () => {
  it('repeats the same faults for the same seed', async () => {
    const first = await statuses(42, 30);
    expect(await statuses(42, 30)).toEqual(first);
    expect(first).toContain(429);
    expect(first).toContain(500);
    expect(first).toContain(200);
  });

  it('fails exactly the next N requests with the configured status', async () => {
    const { sim, call } = await startSimulator();
    sim.faults.set({ serverError: { next: 2, status: 503 } });
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await call('GET', '/3/accounts')).status);
    expect(seen).toEqual([503, 503, 200]);
  });

  it('accepts a request and never answers when told to time out', async () => {
    const { sim } = await startSimulator();
    sim.faults.set({ timeout: { next: 1 } });
    const request = fetch(`${sim.url}/3/accounts`, {
      headers: { authorization: 'Bearer token-a' },
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
  });

  it('answers late when given a delay', async () => {
    const { sim, call } = await startSimulator();
    sim.faults.set({ latencyMs: 80 });
    const started = performance.now();
    expect((await call('GET', '/3/accounts')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });

  it('carries a request out at once but loses its answer when told to answer late', async () => {
    const { sim, call } = await startSimulator();
    sim.faults.set({ lateAnswer: { next: 1 } });
    const request = fetch(`${sim.url}/3/customers`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-a', 'content-type': 'application/json' },
      body: JSON.stringify({ Customer: { Name: 'Anna', Email: 'anna@example.se' } }),
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toThrow();
    const found = await call('GET', '/3/customers?email=anna@example.se');
    expect(found.body.Customers).toHaveLength(1);
  });
});
