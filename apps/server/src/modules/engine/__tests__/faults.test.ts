import { CONNECTORS } from '@portal/connectors/registry';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntries } from '../../../db/schema/sync';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { noRules } from '../context';
import { runSlice } from '../run';
import { queueRun } from '../scheduler';
import { startWorld } from './world';

const ORDERS = 150;
let t: TestApp;
let world: Awaited<ReturnType<typeof startWorld>>;

beforeAll(async () => {
  t = await createTestApp({
    sync: {
      intervalSeconds: 60,
      leaseSeconds: 30,
      sliceSeconds: 600,
      windowHours: 168,
      lagSeconds: 0,
      rateLimits: false,
    },
    syncRequestTimeoutMs: 300,
  });
  // one in five requests to either provider fails: 429, 5xx, or no answer in time (the ledger
  // still takes a voucher whose answer was lost)
  const faults = {
    tooManyRequests: { probability: 0.07 },
    serverError: { probability: 0.07, status: 503 as const },
    timeout: { probability: 0.07, delayMs: 600 },
  };
  world = await startWorld(t.ctx.db, {
    orders: ORDERS,
    shopify: { faults, seed: 7 },
    fortnox: { faults, seed: 8 },
  });
  t.clock.set(new Date(Date.now() + 1000));
});
afterAll(async () => {
  await world.close();
  await t.close();
});

describe('sync under provider faults', () => {
  it(
    'books every order exactly once while 20 % of requests fail',
    { timeout: 300_000 },
    async () => {
      const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'faults' };
      const { id, companyId } = world.subscription;
      let runs = 0;
      for (; runs < 40; runs++) {
        const task = await queueRun(t.ctx, { id, companyId }, { trigger: 'manual' });
        const result = await runSlice(t.ctx, deps, id, task!.id);
        if (result.state === 'done') break;
      }
      const entries = await t.ctx.db
        .select()
        .from(syncEntries)
        .where(and(eq(syncEntries.subscriptionId, id), eq(syncEntries.kind, 'order')));
      const booked = world.bookedPerMarker();
      console.info(
        `faults: ${ORDERS} orders, ${runs + 1} runs, ${world.shop.requests()} Shopify and ${world.ledger.requests()} Fortnox requests`,
      );
      expect(entries).toHaveLength(ORDERS);
      expect(entries.filter((e) => e.status !== 'Success').map((e) => e.reason)).toEqual([]);
      expect(booked.size).toBe(ORDERS);
      expect([...booked.values()].every((n) => n === 1)).toBe(true);
      // every entry points at its own voucher
      expect(new Set(entries.map((e) => e.targetReference)).size).toBe(ORDERS);
    },
  );
});
