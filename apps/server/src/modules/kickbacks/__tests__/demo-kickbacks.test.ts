import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmPayout } from '@portal/contracts/schemas/firm-payouts';
import type { KickbackMonth } from '@portal/contracts/schemas/kickbacks';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// a day in the middle of a month, so the demo's months are known
const NOW = new Date('2026-11-20T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  expect(await seedDemo(t.ctx.db, NOW)).toBe(true);
});
afterAll(() => t.close());

describe('the demo firm’s kickbacks', () => {
  it('has two computed months: September paid, October to pay, beside the hand-entered ones', async () => {
    const partner = await signIn(t.app, 'partner@example.com', DEMO_PASSWORD);
    const res = await call(t.app, { url: '/api/kickbacks/months/', key: partner });
    const months = res.json<{ results: KickbackMonth[] }>().results;
    // Norrsken's two subscriptions (299 + 299 kr) and Lindqvist Bygg's (299 kr) at gold, 15 %
    expect(months).toEqual([
      expect.objectContaining({
        period: '2026-10',
        invoices: 2,
        amount: '134.55',
        payout: expect.objectContaining({
          status: 'pending',
          amount: '134.55',
          date: '2026-11-01',
        }),
      }),
      expect.objectContaining({
        period: '2026-09',
        invoices: 2,
        amount: '134.55',
        payout: expect.objectContaining({ status: 'paid', paid_date: '2026-10-10' }),
      }),
    ]);

    const staff = await signIn(t.app, 'inhouse@example.com', DEMO_PASSWORD);
    const payouts = await call(t.app, { url: '/api/payouts/?limit=500', key: staff });
    const sources = payouts
      .json<{ results: FirmPayout[] }>()
      .results.map((p) => [p.source, p.status, p.period]);
    expect(sources).toEqual(
      expect.arrayContaining([
        ['kickback', 'pending', '2026-10'],
        ['kickback', 'paid', '2026-09'],
        ['manual', 'paid', null],
        ['manual', 'pending', null],
      ]),
    );
  });
});
