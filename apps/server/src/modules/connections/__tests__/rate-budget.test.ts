import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { DbRateBudget, takeToken } from '../rate-budget';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORTNOX = { capacity: 25, perSecond: 5 }; // 25 requests per 5 s per token

describe('rate budget shared through the database', () => {
  it('grants the burst, then one token per 1/rate seconds', async () => {
    const start = new Date('2026-11-21T10:00:00Z');
    let granted = 0;
    for (let i = 0; i < 40; i++) {
      if ((await takeToken(t.ctx.db, 'fortnox:a', FORTNOX, start)).granted) granted++;
    }
    expect(granted).toBe(25);
    const later = new Date(start.getTime() + 1000); // one second: five more
    let more = 0;
    for (let i = 0; i < 10; i++) {
      if ((await takeToken(t.ctx.db, 'fortnox:a', FORTNOX, later)).granted) more++;
    }
    expect(more).toBe(5);
  });

  it('never lets concurrent workers exceed the budget', async () => {
    const at = new Date('2026-11-21T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 60 }, () => takeToken(t.ctx.db, 'fortnox:b', FORTNOX, at)),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(25);
  });

  it('makes acquire wait as long as the bucket needs to refill', async () => {
    let now = new Date('2026-11-21T12:00:00Z').getTime();
    const waits: number[] = [];
    const budget = new DbRateBudget(
      t.ctx.db,
      'fortnox:c',
      { capacity: 2, perSecond: 4 },
      { now: () => new Date(now) },
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    for (let i = 0; i < 4; i++) await budget.acquire();
    expect(waits).toEqual([250, 250]);
  });

  it('keeps budgets per connection apart', async () => {
    const at = new Date('2026-11-21T13:00:00Z');
    for (let i = 0; i < 25; i++) await takeToken(t.ctx.db, 'fortnox:d', FORTNOX, at);
    expect((await takeToken(t.ctx.db, 'fortnox:d', FORTNOX, at)).granted).toBe(false);
    expect((await takeToken(t.ctx.db, 'fortnox:e', FORTNOX, at)).granted).toBe(true);
  });
});
