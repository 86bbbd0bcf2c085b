import type { SourceItem } from '@portal/connectors/sdk/connector';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodicTasks } from '../../../db/schema/engine';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { updateEntry, claimEntry } from '../../sync/sync.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { recordElement } from '../record.repository';
import { COUNT_CAP } from '../sales-panel.repository';

let t: TestApp;
let owner: string;
let other: string;
let companyId: number;
let otherCompanyId: number;
let shopId: number;
let otherShopId: number;

function orderItem(n: number, total: number, customer: string, day: string): SourceItem {
  return {
    kind: 'order',
    id: String(1000 + n),
    updatedAt: `${day}T10:${String(n % 60).padStart(2, '0')}:00Z`,
    raw: {},
    sale: {
      kind: 'order',
      source: 'shopify',
      sourceId: String(1000 + n),
      reference: `#${5000 + n}`,
      date: day,
      currency: 'SEK',
      customer: { name: customer, email: `${customer.split(' ')[0]!.toLowerCase()}@kund.se` },
      lines: [],
      discounts: [],
      giftCardsRedeemed: 0,
      total,
      payment: { method: 'shopify_payments', reference: `ch_${n}` },
      warnings: [],
    },
  };
}

/** An element as the engine leaves it: claimed, recorded, finished. */
async function synced(
  subscriptionId: number,
  company: number,
  item: SourceItem,
  status: 'Success' | 'Failed',
  reason = '',
) {
  const { entry } = await claimEntry(t.ctx.db, {
    subscriptionId,
    companyId: company,
    source: 'shopify',
    sourceId: item.id,
    kind: item.kind,
    eventType: `${item.kind}.sync`,
    elementType: 'e7',
    referenceNumber: item.id,
    status: 'Pending',
    reason: '',
  });
  await recordElement(t.ctx.db, entry, item, null);
  await updateEntry(t.ctx.db, entry.id, {
    status,
    reason,
    ...(status === 'Success' ? { targetReference: `A ${item.id}` } : {}),
    ...(reason
      ? { reasonKey: 'engine.reason.rule_failed', reasonParams: { rule: 7, message: reason } }
      : {}),
  });
}

const NAMES = ['Anna Berg', 'Bo Ek', 'Cecilia Dahl', 'David Holm'];

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.ctx.db, { email: 'a@sales.se', companies: ['556200-0001'] });
  const b = await createUser(t.ctx.db, { email: 'b@sales.se', companies: ['556200-0002'] });
  companyId = (await companiesOfUser(t.ctx.db, a.id))[0]!.id;
  otherCompanyId = (await companiesOfUser(t.ctx.db, b.id))[0]!.id;
  owner = await signIn(t.app, 'a@sales.se');
  other = await signIn(t.app, 'b@sales.se');
  const sub = (company: number) =>
    insertSubscription(t.ctx.db, {
      companyId: company,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      startDate: '2026-10-01',
    });
  shopId = (await sub(companyId)).id;
  otherShopId = (await sub(otherCompanyId)).id;
  // 60 orders over October and November; every tenth failed with a rule's reason
  for (let n = 1; n <= 60; n++) {
    const day = `2026-${n <= 30 ? '10' : '11'}-${String(((n - 1) % 30) + 1).padStart(2, '0')}`;
    const item = orderItem(n, 10_000 + n * 100, NAMES[n % 4]!, day);
    if (n % 10 === 0) await synced(shopId, companyId, item, 'Failed', 'Custom rule 7: no VAT');
    else await synced(shopId, companyId, item, 'Success');
  }
  await synced(
    otherShopId,
    otherCompanyId,
    orderItem(99, 500, 'Eva Other', '2026-11-02'),
    'Failed',
    'x',
  );
});
afterAll(() => t.close());

const get = (url: string, key = owner, lang = 'en') =>
  call(t.app, { method: 'GET', url, key, lang });

describe('sales panel orders', () => {
  it('pages at 50 with the newest first, and the next page holds the rest', async () => {
    const first = await get('/api/sales/orders/');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(60);
    expect(body.results).toHaveLength(50);
    expect(body.results[0]).toMatchObject({
      order_number: '#5060',
      customer: 'Anna Berg',
      currency: 'SEK',
      total: '160.00',
      number_in_app: '1060',
      merchant_reference: 'ch_60',
      payment_method: 'shopify_payments',
      synced: false,
      status: 'Failed',
    });
    expect(body.next).toContain('offset=50');
    const second = (await get(body.next)).json();
    expect(second.results.map((o: { order_number: string }) => o.order_number)).toHaveLength(10);
    expect(second.results.at(-1).order_number).toBe('#5001');
  });

  it('searches number, customer and e-mail, and shows only the caller company', async () => {
    const byName = (await get('/api/sales/orders/?search=cecilia')).json();
    expect(byName.count).toBe(15);
    expect(byName.results.every((o: { customer: string }) => o.customer === 'Cecilia Dahl')).toBe(
      true,
    );
    const byNumber = (await get('/api/sales/orders/?search=%235042')).json();
    expect(byNumber.results.map((o: { order_number: string }) => o.order_number)).toEqual([
      '#5042',
    ]);
    expect((await get('/api/sales/orders/?search=Eva%20Other')).json().count).toBe(0);
  });

  it('filters by the sync flag with the reason as a message key, and by date', async () => {
    const unsynced = (await get('/api/sales/orders/?sync=unsynced')).json();
    expect(unsynced.count).toBe(6);
    expect(unsynced.results[0].reason).toEqual({
      text: 'Custom rule 7: no VAT',
      key: 'engine.reason.rule_failed',
      params: { rule: 7, message: 'Custom rule 7: no VAT' },
    });
    const synced = (
      await get('/api/sales/orders/?sync=synced&from=2026-11-01&to=2026-11-30')
    ).json();
    expect(synced.count).toBe(27);
    expect(synced.results[0].number_in_accounting).toMatch(/^A 10\d\d$/);
  });

  it('sorts by any listed field in either direction', async () => {
    const asc = (await get('/api/sales/orders/?ordering=total&limit=3')).json();
    expect(asc.results.map((o: { total: string }) => o.total)).toEqual([
      '101.00',
      '102.00',
      '103.00',
    ]);
    const desc = (await get('/api/sales/orders/?ordering=-customer&limit=1')).json();
    expect(desc.results[0].customer).toBe('David Holm');
  });

  it('refuses a sort or filter it does not know with a message in the caller language', async () => {
    const sort = await get('/api/sales/orders/?ordering=password', owner, 'sv');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors.ordering[0]).toMatch(/kan inte sorteras/);
    const filter = await get('/api/sales/orders/?colour=red', owner, 'en');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors.colour[0]).toBe('The list has no filter called colour');
    const date = await get('/api/sales/orders/?from=2026-02-30', owner, 'en');
    expect(date.statusCode).toBe(400);
  });

  it("does not show another company's orders, even when asked by its id", async () => {
    const asked = await get(`/api/sales/orders/?company_id=${otherCompanyId}`);
    expect(asked.statusCode).toBe(404);
    const theirs = (await get('/api/sales/orders/', other)).json();
    expect(theirs.results.map((o: { customer: string }) => o.customer)).toEqual(['Eva Other']);
  });
});

describe('manual sync', () => {
  it("answers 404 for another company's order and queues nothing", async () => {
    const theirs = (await get('/api/sales/orders/', other)).json().results[0].id;
    const mine = (await get('/api/sales/orders/?sync=unsynced')).json().results[0].id;
    const before = (await t.ctx.db.select().from(periodicTasks)).length;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/sales/sync/',
      key: owner,
      payload: { tab: 'orders', ids: [mine, theirs] },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.ctx.db.select().from(periodicTasks)).length).toBe(before);
    expect(t.queue.sent.filter((j) => j.name === 'sync.element')).toHaveLength(0);
  });

  it('queues the chosen orders as one task and reports its progress', async () => {
    const unsynced = (await get('/api/sales/orders/?sync=unsynced&limit=2')).json().results;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/sales/sync/',
      key: owner,
      payload: { tab: 'orders', ids: unsynced.map((o: { id: number }) => o.id) },
    });
    expect(res.statusCode).toBe(202);
    const progress = res.json();
    expect(progress).toMatchObject({ total: 2, done: 0, finished: false });
    const job = t.queue.sent.at(-1)!;
    expect(job.name).toBe('sync.element');
    const data = job.data as { subscriptionId: number; elements: { kind: string; id: string }[] };
    expect(data.subscriptionId).toBe(shopId);
    expect(data.elements.map((e) => `${e.kind}:${e.id}`).sort()).toEqual(
      unsynced.map((o: { number_in_app: string }) => `order:${o.number_in_app}`).sort(),
    );
    const [taskId] = progress.tasks;
    await t.ctx.db
      .update(periodicTasks)
      .set({ counts: { total: 2, done: 1, failed: 1 } })
      .where(eq(periodicTasks.id, taskId));
    const half = (await get(`/api/sales/sync/?tasks=${taskId}`)).json();
    expect(half).toMatchObject({ total: 2, done: 1, failed: 1, finished: false });
    expect((await get(`/api/sales/sync/?tasks=${taskId}`, other)).statusCode).toBe(404);
  });

  it('queues everything unsynced in a date range', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/sales/sync/',
      key: owner,
      payload: { tab: 'orders', unsynced: true, from: '2026-10-01', to: '2026-10-31' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().total).toBe(3);
  });
});

describe('a company with more orders than are counted exactly', () => {
  it("says its count is the database's estimate, and still pages", async () => {
    const big = await createUser(t.ctx.db, { email: 'big@sales.se', companies: ['556200-0003'] });
    const company = (await companiesOfUser(t.ctx.db, big.id))[0]!.id;
    const key = await signIn(t.app, 'big@sales.se');
    const shop = await insertSubscription(t.ctx.db, {
      companyId: company,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      startDate: '2026-10-01',
    });
    await t.ctx.db.execute(sql`
      INSERT INTO sync_entries (subscription_id, company_id, source, source_id, kind, event_type,
        element_type, reference_number, status)
      SELECT ${shop.id}, ${company}, 'shopify', 'x' || g, 'order', 'order.sync', 'e7', '#' || g,
        'Success'
      FROM generate_series(1, ${COUNT_CAP + 50}) g`);
    await t.ctx.db.execute(sql`
      INSERT INTO sales_orders (subscription_id, company_id, sync_entry_id, source, source_id,
        kind, order_id, order_number, currency, total, order_date, last_updated, sync_status)
      SELECT subscription_id, company_id, id, source, source_id, 'order', source_id,
        reference_number, 'SEK', 100, '2026-11-01', now(), status
      FROM sync_entries WHERE subscription_id = ${shop.id}`);
    await t.ctx.db.execute(sql`ANALYZE sales_orders`);
    const page = (await get('/api/sales/orders/', key)).json();
    expect(page.estimated).toBe(true);
    // the planner's figure, not the cap
    expect(page.count).toBeGreaterThan(COUNT_CAP + 1);
    expect(page.results).toHaveLength(50);
    // a narrower view is counted exactly again
    const narrow = (await get('/api/sales/orders/?search=%2310042', key)).json();
    expect(narrow.estimated).toBe(false);
    expect(narrow.count).toBe(1);
  });
});

describe('manual sync of a refund', () => {
  it('names the order the refund belongs to, for providers that reach refunds through it', async () => {
    const refund: SourceItem = {
      kind: 'refund',
      id: 'r77',
      updatedAt: '2026-11-20T10:00:00Z',
      raw: {},
      sale: {
        kind: 'refund',
        source: 'shopify',
        sourceId: 'r77',
        orderId: '1007',
        reference: '#5007',
        date: '2026-11-20',
        currency: 'SEK',
        customer: null,
        lines: [],
        discounts: [],
        giftCardsRedeemed: 0,
        total: 5_000,
        warnings: [],
      },
    };
    await synced(shopId, companyId, refund, 'Failed', 'the ledger was closed');
    const row = (await get('/api/sales/orders/?kind=refund')).json().results[0];
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/sales/sync/',
      key: owner,
      payload: { tab: 'orders', ids: [row.id] },
    });
    expect(res.statusCode).toBe(202);
    expect(t.queue.sent.at(-1)!.data).toMatchObject({
      elements: [{ kind: 'refund', id: 'r77', orderId: '1007' }],
    });
  });
});
