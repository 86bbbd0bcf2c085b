import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { keepBooked } from '../booked.repository';

let t: TestApp;
let owner: string;
let other: string;
let companyId: number;
let otherCompanyId: number;

const voucher = (date: string, rows: [string, number][]) => ({
  type: 'voucher' as const,
  date,
  description: 'test',
  currency: 'SEK',
  rows: rows.map(([account, amount]) => ({
    account,
    debit: Math.max(amount, 0),
    credit: Math.max(-amount, 0),
    description: '',
  })),
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.ctx.db, { email: 'a@report.se', companies: ['556100-0001'] });
  const b = await createUser(t.ctx.db, { email: 'b@report.se', companies: ['556100-0002'] });
  companyId = (await companiesOfUser(t.ctx.db, a.id))[0]!.id;
  otherCompanyId = (await companiesOfUser(t.ctx.db, b.id))[0]!.id;
  owner = await signIn(t.app, 'a@report.se');
  other = await signIn(t.app, 'b@report.se');
  const shop = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'visma',
    status: 'Active',
    startDate: '2026-09-01',
  });
  const cards = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'stripe',
    accounting: 'visma',
    status: 'Active',
    startDate: '2026-09-01',
  });
  const booked = { reference: 'A1', recovered: false };
  // an order in October, paid out in November; a payout that came 2.50 short
  await keepBooked(
    t.ctx.db,
    shop,
    voucher('2026-10-30', [
      ['1580', 12500],
      ['3001', -10000],
      ['2611', -2500],
    ]),
    'portal:1:woocommerce:order:101',
    booked,
  );
  await keepBooked(
    t.ctx.db,
    cards,
    voucher('2026-11-02', [
      ['1930', 12070],
      ['6570', 180],
      ['1580', -12500],
      ['1689', 250],
    ]),
    'portal:2:stripe:payout:po_1',
    { reference: 'A2', recovered: false },
  );
  // kept once, even when the ledger answered "already booked"
  await keepBooked(
    t.ctx.db,
    cards,
    voucher('2026-11-02', [
      ['1930', 12070],
      ['6570', 180],
      ['1580', -12500],
      ['1689', 250],
    ]),
    'portal:2:stripe:payout:po_1',
    { reference: 'A2', recovered: true },
  );
});
afterAll(() => t.close());

describe('GET /api/reconciliation/ (the discrepancy report)', () => {
  it('shows what the clearing account owes at the end of each month and every payout', async () => {
    const october = await call(t.app, { url: '/api/reconciliation/?month=2026-10', key: owner });
    expect(october.statusCode).toBe(200);
    expect(october.json()).toMatchObject({
      company_id: companyId,
      documents: 1,
      balanced: true,
      clearing_closing: '125.00',
      clearing_settled_since: '125.00',
      clearing_open: '0.00',
      payouts: [],
      days: [{ day: '2026-10-30', sold: '125.00', settled: '0.00' }],
    });
    const november = (
      await call(t.app, { url: '/api/reconciliation/?month=2026-11', key: owner })
    ).json();
    expect(november.clearing_closing).toBe('0.00');
    expect(november.accounts.find((a: { role: string }) => a.role === 'clearing')).toMatchObject({
      account: '1580',
      opening: '125.00',
      credit: '125.00',
      closing: '0.00',
    });
    expect(november.payouts).toEqual([
      expect.objectContaining({
        payout_id: 'po_1',
        source: 'stripe',
        deposit: '120.70',
        fees: '1.80',
        difference: '-2.50',
      }),
    ]);
  });

  it("never shows another company's report", async () => {
    const res = await call(t.app, {
      url: `/api/reconciliation/?company_id=${companyId}`,
      key: other,
    });
    expect(res.statusCode).toBe(404);
    const own = await call(t.app, {
      url: `/api/reconciliation/?company_id=${otherCompanyId}`,
      key: other,
    });
    expect(own.json()).toMatchObject({ documents: 0, clearing_closing: '0.00', payouts: [] });
  });

  it("refuses a month that is not YYYY-MM, in the caller's language", async () => {
    const res = await call(t.app, {
      url: '/api/reconciliation/?month=2026-13',
      key: owner,
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The month format is invalid');
    const sv = await call(t.app, { url: '/api/reconciliation/?month=okt', key: owner, lang: 'sv' });
    expect(sv.statusCode).toBe(400);
  });
});
