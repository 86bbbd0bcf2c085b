import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { syncEntries } from '../../../db/schema/sync';
import { keepBooked } from '../booked.repository';

let t: TestApp;
let owner: string;
let other: string;
let companyId: number;
let otherCompanyId: number;
let shopId: number;

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
  shopId = shop.id;
  const booked = { reference: 'A1', recovered: false };
  // December: an order of 200.00, a refund of 50.00, and the payout that withheld the refund
  for (const [date, marker, rows] of [
    [
      '2026-12-03',
      'portal:1:woocommerce:order:201',
      [
        ['1580', 20000],
        ['3001', -16000],
        ['2611', -4000],
      ],
    ],
    [
      '2026-12-05',
      'portal:1:woocommerce:refund:r201',
      [
        ['3001', 4000],
        ['2611', 1000],
        ['1580', -5000],
      ],
    ],
    [
      '2026-12-09',
      'portal:2:stripe:payout:po_2',
      [
        ['1930', 14700],
        ['6570', 300],
        ['1580', -20000],
        ['1580', 5000],
      ],
    ],
  ] as const) {
    const document = voucher(date, rows as unknown as [string, number][]);
    const subscription = marker.includes('stripe') ? cards : shop;
    await keepBooked(t.ctx.db, subscription, document, marker, booked);
  }
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

  it('tells sales, refunds and what payouts settled apart, day by day', async () => {
    const december = (
      await call(t.app, { url: '/api/reconciliation/?month=2026-12', key: owner })
    ).json();
    expect(december.days).toEqual([
      { day: '2026-12-03', sold: '200.00', refunded: '0.00', settled: '0.00' },
      { day: '2026-12-05', sold: '0.00', refunded: '50.00', settled: '0.00' },
      // the payout credits the sale and debits the refund it withheld: it settled 150.00
      { day: '2026-12-09', sold: '0.00', refunded: '0.00', settled: '150.00' },
    ]);
    expect(december.payouts).toEqual([
      expect.objectContaining({ payout_id: 'po_2', deposit: '147.00', fees: '3.00' }),
    ]);
    // what the month paid out is the payouts' deposits and fees, never the refunds
    const settled = december.days.reduce(
      (sum: number, d: { settled: string }) => sum + Number(d.settled),
      0,
    );
    expect(settled).toBe(147 + 3);
    expect(december.clearing_closing).toBe('0.00');
  });

  it('pages the elements that need a person, newest first', async () => {
    for (let i = 0; i < 12; i++) {
      await t.ctx.db.insert(syncEntries).values({
        subscriptionId: shopId,
        companyId,
        source: 'woocommerce',
        sourceId: `9${i}`,
        kind: 'order',
        eventType: 'order.created',
        elementType: 'e5',
        referenceNumber: `#9${i}`,
        status: i % 3 === 0 ? 'Failed' : 'Ambiguous',
        reason: `reason ${i}`,
        updatedAt: new Date(Date.UTC(2026, 0, 10 + i, 12)),
      });
    }
    await t.ctx.db.insert(syncEntries).values({
      subscriptionId: shopId,
      companyId,
      source: 'woocommerce',
      sourceId: 'ok',
      kind: 'order',
      eventType: 'order.created',
      elementType: 'e5',
      referenceNumber: '#ok',
      status: 'Success',
      updatedAt: new Date(Date.UTC(2026, 0, 15, 12)),
    });
    const report = await call(t.app, { url: '/api/reconciliation/?month=2026-01', key: owner });
    expect(report.json().issues_count).toBe(12);
    const first = await call(t.app, {
      url: '/api/reconciliation/issues/?month=2026-01&limit=5',
      key: owner,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 12, previous: null });
    expect(first.json().next).toContain('offset=5');
    expect(
      first.json().results.map((i: { reference_number: string }) => i.reference_number),
    ).toEqual(['#911', '#910', '#99', '#98', '#97']);
    const last = await call(t.app, {
      url: '/api/reconciliation/issues/?month=2026-01&limit=5&offset=10',
      key: owner,
    });
    expect(
      last.json().results.map((i: { reference_number: string }) => i.reference_number),
    ).toEqual(['#91', '#90']);
    expect(last.json().next).toBeNull();
    // another company's issues are nobody else's
    const outsider = await call(t.app, {
      url: `/api/reconciliation/issues/?month=2026-01&company_id=${companyId}`,
      key: other,
    });
    expect(outsider.statusCode).toBe(404);
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
    expect(JSON.stringify(res.json())).toContain('The month must be a month that exists (YYYY-MM)');
    const sv = await call(t.app, { url: '/api/reconciliation/?month=okt', key: owner, lang: 'sv' });
    expect(sv.statusCode).toBe(400);
  });
});
