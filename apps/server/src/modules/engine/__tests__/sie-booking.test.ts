import { readFileSync } from 'node:fs';
import type { CanonicalSale } from '@portal/connectors/model/sale';
import { decodeSie } from '@portal/connectors/sie/encoding';
import { parseSie } from '@portal/connectors/sie/parse';
import { mapShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import type { ShopifyOrder } from '@portal/connectors/shopify/mapping/order';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedVouchers, syncEntries } from '../../../db/schema/sync';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { accountsOf } from '../../bookkeeping/accounts';
import { findEntry } from '../../sync/sync.repository';
import { syncElement } from '../book-element';
import { noRules } from '../context';
import type { SyncEnv } from '../context';
import { plainTextLedger } from '../ledger-post';
import { sieLedger } from '../sie-ledger';

let t: TestApp;
let subscription: SubscriptionRow;
let key = '';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.ctx.db, { email: 'owner@sie.test', companies: ['556500-0001'] });
  const companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
  subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-01-01',
  });
  key = await signIn(t.app, 'owner@sie.test');
});
afterAll(() => t.close());

const sale = (id: string, net: number): CanonicalSale => ({
  kind: 'order',
  source: 'woocommerce',
  sourceId: id,
  reference: id,
  date: '2026-11-20',
  currency: 'SEK',
  customer: { name: 'Kund' },
  lines: [
    { kind: 'product', description: 'Kaffe', quantity: 1, net, vat: (net * 12) / 100, vatRate: 12 },
    { kind: 'shipping', description: 'PostNord', quantity: 1, net: 5600, vat: 1400, vatRate: 25 },
  ],
  discounts: [],
  giftCardsRedeemed: 0,
  total: (net * 112) / 100 + 7000,
  warnings: [],
});

const vouchers = async () =>
  (
    await t.ctx.db
      .select({ n: count() })
      .from(bookedVouchers)
      .where(eq(bookedVouchers.subscriptionId, subscription.id))
  )[0]!.n;

/** The engine's booking of one element into the SIE ledger, with what its entry says after. */
async function bookSale(sale: CanonicalSale, eventType: string) {
  const env: SyncEnv = {
    subscription,
    source: sale.source,
    app: {
      test: async () => {},
      changes: async function* () {},
      element: async () => {
        throw new Error('unused');
      },
    },
    // as open-env builds it: the ledger sees one-line texts only
    ledger: plainTextLedger(sieLedger(t.ctx.db, subscription.id, t.ctx.clock)),
    records: null,
    ledgerName: 'SIE',
    ledgerTakesInvoices: false,
    accounts: accountsOf(subscription),
    rules: noRules,
    pool: [subscription.id],
  };
  const updatedAt = `${sale.date}T12:00:00Z`;
  const item = { kind: sale.kind, id: sale.sourceId, updatedAt, sale, raw: {} };
  const outcome = await syncElement(t.ctx, env, item, eventType);
  const entry = await findEntry(t.ctx.db, subscription.id, sale.source, sale.sourceId, sale.kind);
  return {
    outcome,
    status: entry!.status,
    reason: entry!.reason,
    targetReference: entry!.targetReference,
  };
}

describe('booking a sale for a SIE subscription, exactly once', () => {
  it('books a sale once, whatever the number of deliveries', async () => {
    const first = await bookSale(sale('1001', 10000), 'order.created');
    expect(first).toEqual({
      outcome: 'booked',
      status: 'Success',
      reason: '',
      targetReference: 'W 1',
    });
    const again = await bookSale(sale('1001', 10000), 'order.updated');
    expect(again).toMatchObject({
      outcome: 'duplicate',
      status: 'Success',
      targetReference: 'W 1',
    });
    // five deliveries at once: one books, the others find its voucher by the marker
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => bookSale(sale('1002', 20000), 'order.created')),
    );
    expect(burst.filter((r) => r.outcome === 'booked')).toHaveLength(1);
    expect(burst.every((r) => r.targetReference === 'W 2')).toBe(true);
    expect(await vouchers()).toBe(2);
  });

  it('records a sale that does not add up as Ambiguous, with the reason, and books nothing', async () => {
    const order = (
      JSON.parse(readFileSync(sharedFixture('shopify', 'order.json'), 'utf8')) as {
        order: ShopifyOrder;
      }
    ).order;
    const before = await vouchers();
    const result = await bookSale(mapShopifyOrder(order), 'orders/create');
    expect(result.status).toBe('Ambiguous');
    expect(result.reason).toContain(
      "The order's lines come to 608.94 USD, its total is 409.94 USD",
    );
    expect(await vouchers()).toBe(before);
    const [entry] = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(eq(syncEntries.sourceId, '450789469'));
    expect(entry).toMatchObject({
      status: 'Ambiguous',
      elementType: 'e7',
      referenceNumber: '#1001',
    });
  });

  it('fails a sale with amounts that are not whole öre, and books nothing of it', async () => {
    const before = await vouchers();
    const broken = { ...sale('1004', 10000), total: 11200.5 + 7000 };
    const result = await bookSale(broken, 'order.created');
    expect(result).toMatchObject({ status: 'Failed' });
    expect(result.reason).toMatch(/not a whole number of minor units/);
    expect(await vouchers()).toBe(before);
  });

  it('exports the booked vouchers as a SIE 4 file that reads back the same', async () => {
    await bookSale(sale('1003', 30000), 'order.created');
    const res = await call(t.app, {
      url: `/api/subscriptions/${subscription.id}/sie/?from=2026-11-01&to=2026-11-30`,
      key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*\.se"/);
    const sie = parseSie(decodeSie(res.rawPayload));
    expect(sie).toMatchObject({ format: 'PC8', sietyp: '4', companyName: 'Bolag 1 AB' });
    expect(sie.vouchers.map((v) => `${v.series} ${v.number}`)).toEqual(['W 1', 'W 2', 'W 3']);
    for (const v of sie.vouchers) expect(v.transactions.reduce((s, t) => s + t.amount, 0)).toBe(0);
    expect(sie.vouchers[2]!.transactions).toEqual([
      { account: '3002', objects: [], amount: -30000 },
      { account: '3520', objects: [], amount: -5600 },
      { account: '2621', objects: [], amount: -3600 },
      { account: '2611', objects: [], amount: -1400 },
      { account: '1580', objects: [], amount: 40600 },
    ]);
    expect(sie.accounts.get('2621')).toBe('Utgående moms på försäljning inom Sverige, 12 %');
    const outside = await call(t.app, {
      url: `/api/subscriptions/${subscription.id}/sie/?from=2026-12-01&to=2026-12-31`,
      key,
    });
    expect(parseSie(decodeSie(outside.rawPayload)).vouchers).toEqual([]);
  });

  it('books a customer named like a forged record as text: the SIE file gets no extra voucher', async () => {
    const forged =
      'x\r\n#VER W 999 20261120 "forged"\r\n{\r\n#TRANS 1910 {} 99999.00\r\n#TRANS 3001 {} -99999.00\r\n}';
    const hostile = { ...sale('1005', 10000), customer: { name: forged } };
    hostile.lines = hostile.lines.map((l) => ({ ...l, description: `${l.description}\n#RAR 0` }));
    expect(await bookSale(hostile, 'order.created')).toMatchObject({ status: 'Success' });
    // the ledger itself got one-line texts, not only the file
    const kept = await t.ctx.db
      .select({ description: bookedVouchers.description, rows: bookedVouchers.rows })
      .from(bookedVouchers)
      .where(eq(bookedVouchers.subscriptionId, subscription.id));
    expect(JSON.stringify(kept)).not.toMatch(/\\[rn]/);
    const res = await call(t.app, {
      url: `/api/subscriptions/${subscription.id}/sie/?from=2026-11-01&to=2026-11-30`,
      key,
    });
    const text = decodeSie(res.rawPayload);
    const lines = text.split('\r\n');
    expect(lines.filter((l) => /^(#TRANS \d+ \{\} -?99999|#VER W 999 )/.test(l))).toEqual([]);
    expect(lines.filter((l) => !/^(#[A-Z]+ |[{}]$|$)/.test(l))).toEqual([]);
    const sie = parseSie(text);
    expect(sie.vouchers.map((v) => `${v.series} ${v.number}`)).toEqual([
      'W 1',
      'W 2',
      'W 3',
      'W 4',
    ]);
    expect(sie.years).toHaveLength(1);
    expect(sie.vouchers[3]!.text).toContain('x  #VER W 999 20261120 "forged"');
    for (const v of sie.vouchers) expect(v.transactions.reduce((s, t) => s + t.amount, 0)).toBe(0);
  });
});
