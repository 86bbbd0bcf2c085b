import { CONNECTORS } from '@portal/connectors/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { noRules } from '../../engine/context';
import { runSlice } from '../../engine/run';
import { queueRun } from '../../engine/scheduler';
import { LEDGER_TOKEN, startWorld } from '../../engine/__tests__/world';

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
  });
  world = await startWorld(t.ctx.db, { orders: 80, email: 'vat@shop.se' });
  t.clock.set(new Date(Date.now() + 1000));
});
afterAll(async () => {
  await world.close();
  await t.close();
});

/** Each 26xx account's credit less debit per month, as the Fortnox simulator holds it, in öre. */
function ledgerVat(): Map<string, Map<string, number>> {
  const months = new Map<string, Map<string, number>>();
  for (const voucher of world.ledger.state.tenant(LEDGER_TOKEN)!.vouchers) {
    if (!voucher.Comments?.startsWith('portal:')) continue;
    const month = voucher.TransactionDate.slice(0, 7);
    const accounts = months.get(month) ?? new Map<string, number>();
    for (const row of voucher.VoucherRows) {
      const account = String(row.Account);
      if (!account.startsWith('26') || row.Removed) continue;
      const ore = Math.round(row.Credit * 100) - Math.round(row.Debit * 100);
      accounts.set(account, (accounts.get(account) ?? 0) + ore);
    }
    months.set(month, accounts);
  }
  return months;
}

const ore = (amount: string) => Math.round(Number(amount) * 100);

describe('VAT per rate and month', () => {
  it(
    "equals the ledger's 26xx accounts to the öre for a simulated month of sales",
    { timeout: 120_000 },
    async () => {
      const deps = { registry: CONNECTORS, rules: async () => noRules, holder: 'vat' };
      const { id, companyId } = world.subscription;
      for (let runs = 0; runs < 20; runs++) {
        const task = await queueRun(t.ctx, { id, companyId }, { trigger: 'manual' });
        if ((await runSlice(t.ctx, deps, id, task!.id)).state === 'done') break;
      }
      const ledger = ledgerVat();
      expect(ledger.size).toBeGreaterThan(0);
      const key = await signIn(t.app, 'vat@shop.se');
      let compared = 0;
      for (const year of new Set([...ledger.keys()].map((m) => m.slice(0, 4)))) {
        const res = await call(t.app, {
          method: 'GET',
          url: `/api/reports/vat/?year=${year}`,
          key,
        });
        expect(res.statusCode).toBe(200);
        for (const month of res.json().months as {
          month: string;
          rates: { rate: string; vat: string; vat_account: string | null }[];
          vat_accounts: { account: string; amount: string }[];
        }[]) {
          const accounts = ledger.get(month.month) ?? new Map<string, number>();
          const reported = new Map(month.vat_accounts.map((a) => [a.account, ore(a.amount)]));
          expect(reported).toEqual(accounts);
          for (const rate of month.rates) {
            if (!rate.vat_account) continue;
            expect(ore(rate.vat)).toBe(accounts.get(rate.vat_account) ?? 0);
            compared += 1;
          }
          expect(ore(month.rates.find((r) => r.rate === '25')!.vat)).toBeGreaterThan(0);
        }
      }
      expect(compared).toBeGreaterThanOrEqual(3);
    },
  );

  it('refuses a year that is not one', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/reports/vat/?year=20x6',
      key: await signIn(t.app, 'vat@shop.se'),
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
  });
});
