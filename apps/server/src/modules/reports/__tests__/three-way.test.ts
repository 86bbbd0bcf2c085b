import type { PayoutTransaction } from '@portal/connectors/model/payout';
import type { SourceItem } from '@portal/connectors/sdk/connector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { keepBooked } from '../../reconciliation/booked.repository';
import { recordElement } from '../../sales/record.repository';
import { claimEntry, updateEntry } from '../../sync/sync.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { companiesOfUser } from '../../users/users.repository';
import type { ThreeWayReport } from '@portal/contracts/schemas/reports';

let t: TestApp;
let owner: string;
let shop: SubscriptionRow;
let stripe: SubscriptionRow;

async function element(
  subscription: SubscriptionRow,
  item: SourceItem,
  status: 'Success' | 'Failed',
  reason = '',
) {
  const { entry } = await claimEntry(t.ctx.db, {
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    source: subscription.application,
    sourceId: item.id,
    kind: item.kind,
    eventType: `${item.kind}.sync`,
    elementType: 'e7',
    referenceNumber: item.id,
    status: 'Pending',
    reason: '',
  });
  await recordElement(t.ctx.db, entry, item, null);
  await updateEntry(t.ctx.db, entry.id, { status, reason });
  return entry.id;
}

function order(id: string, total: number, date = '2026-11-03'): SourceItem {
  return {
    kind: 'order',
    id,
    updatedAt: `${date}T09:00:00Z`,
    raw: {},
    sale: {
      kind: 'order',
      source: 'woocommerce',
      sourceId: id,
      reference: `W${id}`,
      date,
      currency: 'SEK',
      customer: { name: 'Kund' },
      lines: [],
      discounts: [],
      giftCardsRedeemed: 0,
      total,
      payment: { method: 'Stripe' },
      warnings: [],
    },
  };
}

/** What the ledger holds for an order booked on its own: the clearing debit is its gross. */
async function booked(id: string, total: number) {
  await keepBooked(
    t.ctx.db,
    shop,
    {
      type: 'voucher',
      date: '2026-11-03',
      description: `Order W${id}`,
      currency: 'SEK',
      rows: [
        { account: '1580', debit: total, credit: 0, description: '' },
        { account: '3001', debit: 0, credit: total * 0.8, description: '' },
        { account: '2611', debit: 0, credit: total * 0.2, description: '' },
      ],
    },
    `portal:${shop.id}:woocommerce:order:${id}`,
    { reference: `A ${id}`, recovered: false },
  );
}

const charge = (orderId: string, amount: number, fee: number): PayoutTransaction => ({
  id: `ch_${orderId}`,
  type: 'charge',
  amount,
  fee,
  net: amount - fee,
  orderId,
});

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.db, { email: 'three@way.se', companies: ['556500-0001'] });
  owner = await signIn(t.app, 'three@way.se');
  const companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  const sub = (application: string) =>
    insertSubscription(t.ctx.db, {
      companyId,
      application,
      accounting: 'fortnox',
      status: 'Active',
      startDate: '2026-11-01',
    });
  shop = await sub('woocommerce');
  stripe = await sub('stripe');

  // 1: booked and paid out less the provider's fee
  await element(shop, order('1', 10_000), 'Success');
  await booked('1', 10_000);
  // 2: changed in the shop after it was booked at 200.00
  await element(shop, order('2', 25_000), 'Success');
  await booked('2', 20_000);
  // 3: refused by a custom rule, so not in the ledger
  await element(shop, order('3', 8_000), 'Failed', 'Custom rule 4: no VAT');
  // 4: booked, not paid out yet
  await element(shop, order('4', 5_000), 'Success');
  await booked('4', 5_000);

  // the payout: 1, 2 and 3 settled, plus a charge for an order the shop never showed; its
  // deposit is 1.00 short of what its transactions add up to
  const transactions = [
    charge('1', 10_000, 300),
    charge('2', 25_000, 0),
    charge('3', 8_000, 200),
    charge('999', 4_000, 100),
  ];
  const net = transactions.reduce((sum, x) => sum + x.net, 0);
  await element(
    stripe,
    {
      kind: 'payout',
      id: 'po_1',
      updatedAt: '2026-11-06T05:00:00Z',
      raw: {},
      payout: {
        source: 'stripe',
        sourceId: 'po_1',
        date: '2026-11-06',
        currency: 'SEK',
        amount: net - 100,
        transactions,
        warnings: [],
      },
    },
    'Success',
  );
});
afterAll(() => t.close());

describe('three-way discrepancy report', () => {
  it('puts shop, ledger and provider side by side and explains every difference', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/reports/three-way/?month=2026-11',
      key: owner,
    });
    expect(res.statusCode).toBe(200);
    const report = res.json() as ThreeWayReport;
    const day = report.rows.find((r) => r.date === '2026-11-03')!;
    expect(day).toMatchObject({
      payment_method: 'Stripe',
      elements: 4,
      shop: '480.00',
      booked: '350.00',
      settled: '425.00',
      fees: '5.00',
      shop_vs_booked: '130.00',
      shop_vs_settled: '55.00',
      explained: true,
    });
    const found = day.discrepancies.map((d) => [d.type, d.reference, d.amount]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['fee', 'W1', '3.00'],
        ['amount_differs', 'W2', '50.00'],
        ['not_booked', 'W3', '80.00'],
        ['fee', 'W3', '2.00'],
        ['not_settled', 'W4', '50.00'],
      ]),
    );
    expect(found).toHaveLength(5);
    const refused = day.discrepancies.find((d) => d.type === 'not_booked')!;
    expect(refused.params.reason).toBe('Custom rule 4: no VAT');
    expect(refused.sync_entry_id).toBeGreaterThan(0);

    const stranger = report.rows.find((r) => r.date === '2026-11-06')!;
    expect(stranger.discrepancies).toMatchObject([
      { type: 'not_in_shop', reference: '999', amount: '-39.00', params: { payout: 'po_1' } },
    ]);
    expect(report.payouts).toEqual([
      expect.objectContaining({ payout_id: 'po_1', difference: '-1.00' }),
    ]);
  });

  it('answers with a localized 400 for a month that does not exist', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/reports/three-way/?month=2026-13',
      key: owner,
      lang: 'sv',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.month).toBeDefined();
  });
});
