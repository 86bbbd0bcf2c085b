import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/subscriptions';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { book, firmWorld } from '../../tax-preparation/__tests__/firm-fixture';
import { checkOpenChecklists } from '../audit-preparation.service';

let t: TestApp;
let w: Awaited<ReturnType<typeof firmWorld>>;
let staff = '';
const ids: Record<string, number> = {};

interface Item {
  id: number;
  kind: string;
  status: string;
  automatic: boolean;
  checked_at: string | null;
  completed_by: unknown;
  proof: Record<string, unknown> & { passed: boolean };
}

const entry = (sourceId: string, kind: string, status: string, at: string) => ({
  subscriptionId: w.shop.id,
  companyId: w.handel.id,
  source: 'shopify',
  sourceId,
  kind,
  eventType: kind === 'payout' ? 'payout.paid' : 'created',
  elementType: 'e7',
  referenceNumber: kind === 'payout' ? sourceId : `#${sourceId}`,
  status,
  reason: status === 'Success' ? '' : 'needs a person',
  createdAt: new Date(at),
  updatedAt: new Date(at),
});

/** Checks the client's 2025 again now and answers its automatic items by kind. */
async function check(year = 2025): Promise<Record<string, Item>> {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/audit-preparation/checklist/check/',
    key: w.keys.master,
    payload: { company: w.handel.id, year },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = await call(t.app, {
    url: `/api/audit-preparation/items/?company=${w.handel.id}&year=${year}`,
    key: w.keys.master,
  });
  return Object.fromEntries(items.json<{ results: Item[] }>().results.map((i) => [i.kind, i]));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-27T09:00:00Z'));
  w = await firmWorld(t, 'audit');
  await createUser(t.ctx.db, { email: 'staff@audit.test', role: 'Inhouse' });
  staff = await signIn(t.app, 'staff@audit.test');
  const s = w.shop;
  // December 2025: two orders on clearing, one payout 0.35 short of its transactions
  await book(t, s, '2025-12-10', `portal:${s.id}:shopify:order:1`, [
    ['1580', 10_000],
    ['3001', -8_000],
    ['2611', -2_000],
  ]);
  await book(t, s, '2025-12-20', `portal:${s.id}:shopify:payout:po_1`, [
    ['1930', 9_785],
    ['6570', 180],
    ['1689', 35],
    ['1580', -10_000],
  ]);
  await book(t, s, '2025-12-28', `portal:${s.id}:shopify:order:2`, [
    ['1580', 5_000],
    ['3001', -4_000],
    ['2611', -1_000],
  ]);
  const rows = await t.ctx.db
    .insert(syncEntries)
    .values([
      entry('po_1', 'payout', 'Ambiguous', '2025-12-20T10:00:00Z'),
      entry('1', 'order', 'Success', '2025-12-10T10:00:00Z'),
      entry('7', 'order', 'Failed', '2025-06-10T10:00:00Z'),
    ])
    .returning();
  ids.po1 = rows[0]!.id;
  ids.failed = rows[2]!.id;
  await t.ctx.db
    .update(subscriptions)
    .set({ lastProcessedAt: new Date('2025-12-15T00:00:00Z') })
    .where(eq(subscriptions.id, s.id));
  // a subscription never activated does not count
  await insertSubscription(t.ctx.db, {
    companyId: w.handel.id,
    application: 'woocommerce',
    accounting: 'sie',
    status: 'Pending',
    startDate: '2025-03-01',
  });
});
afterAll(() => t.close());

describe('automatic audit items', () => {
  it('start open, each saying what is missing', async () => {
    const items = await check();
    expect(Object.values(items).filter((i) => i.automatic)).toHaveLength(4);
    expect(items.payouts_reconciled).toMatchObject({
      status: 'open',
      proof: {
        passed: false,
        payouts: 1,
        matched: 0,
        decided: 0,
        months: [{ month: '2025-12', payouts: 1, unreconciled: 1 }],
        unreconciled: [
          { payout_id: 'po_1', date: '2025-12-20', difference: '-0.35', status: 'Ambiguous' },
        ],
        links: [{ href: '/report?month=2025-12', month: '2025-12' }],
      },
    });
    expect(items.clearing_zero).toMatchObject({
      status: 'open',
      proof: {
        passed: false,
        year_ended: true,
        month: '2025-12',
        closing: '50.00',
        settled_since: '0.00',
        open: '50.00',
        accounts: [{ account: '1580', closing: '50.00' }],
      },
    });
    expect(items.no_sync_issues).toMatchObject({
      status: 'open',
      proof: {
        passed: false,
        count: 2,
        months: [
          { month: '2025-06', count: 1 },
          { month: '2025-12', count: 1 },
        ],
      },
    });
    const issues = items.no_sync_issues!.proof.entries as { reference_number: string }[];
    expect(issues.map((e) => e.reference_number).sort()).toEqual(['#7', 'po_1']);
    expect(items.subscriptions_synced).toMatchObject({
      status: 'open',
      proof: {
        passed: false,
        year_end: '2025-12-31',
        subscriptions: [{ id: w.shop.id, application: 'shopify', synced: false }],
      },
    });
  });

  it('complete themselves as the client’s state catches up, with the proof', async () => {
    // in-house staff decide the payout that came short (issue 14)
    const decided = await call(t.app, {
      method: 'POST',
      url: `/api/sync-entries/${ids.po1}/decision/`,
      key: staff,
      payload: { decision: 'ignored', note: 'Shopify behöll 35 öre i avgift' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // the payout that settled the last sale of December, booked in January
    await book(t, w.shop, '2026-01-05', `portal:${w.shop.id}:shopify:payout:po_2`, [
      ['1930', 4_910],
      ['6570', 90],
      ['1580', -5_000],
    ]);
    await t.ctx.db
      .update(subscriptions)
      .set({ lastProcessedAt: new Date('2026-01-02T03:00:00Z') })
      .where(eq(subscriptions.id, w.shop.id));

    let items = await check();
    expect(items.payouts_reconciled).toMatchObject({
      status: 'done',
      completed_by: null,
      proof: { passed: true, payouts: 1, matched: 0, decided: 1, unreconciled: [] },
    });
    expect(items.clearing_zero).toMatchObject({
      status: 'done',
      proof: { passed: true, closing: '50.00', settled_since: '50.00', open: '0.00' },
    });
    expect(items.subscriptions_synced).toMatchObject({ status: 'done', proof: { passed: true } });
    // the Failed order of June still waits
    expect(items.no_sync_issues).toMatchObject({
      status: 'open',
      proof: { count: 1, months: [{ month: '2025-06', count: 1 }] },
    });

    await t.ctx.db
      .update(syncEntries)
      .set({ status: 'Success', updatedAt: new Date('2026-11-27T09:00:00Z') })
      .where(eq(syncEntries.id, ids.failed!));
    items = await check();
    expect(items.no_sync_issues).toMatchObject({
      status: 'done',
      proof: { passed: true, count: 0 },
    });
  });

  it('count a difference moved off suspense by a decision voucher as reconciled', async () => {
    await book(t, w.shop, '2026-03-03', `portal:${w.shop.id}:shopify:payout:po_3`, [
      ['1930', 19_000],
      ['1689', 1_000],
      ['1580', -20_000],
    ]);
    let items = await check(2026);
    expect(items.payouts_reconciled!.proof).toMatchObject({
      passed: false,
      unreconciled: [{ payout_id: 'po_3', difference: '-10.00', status: null }],
    });
    // what the decision "to an account" books under the payout's marker (ADR 028)
    await book(t, w.shop, '2026-04-01', `portal:${w.shop.id}:shopify:payout:po_3:decision`, [
      ['6570', 1_000],
      ['1689', -1_000],
    ]);
    items = await check(2026);
    expect(items.payouts_reconciled!.proof).toMatchObject({
      passed: true,
      payouts: 2,
      matched: 2,
      months: [
        { month: '2026-01', payouts: 1, unreconciled: 0 },
        { month: '2026-03', payouts: 1, unreconciled: 0 },
      ],
    });
    // the running year: nothing past its end is known yet
    expect(items.clearing_zero).toMatchObject({
      status: 'open',
      proof: { passed: false, year_ended: false, month: '2026-11' },
    });
    expect(items.subscriptions_synced).toMatchObject({ status: 'open' });
  });

  it('fall back to open when something new goes wrong, found by the periodic job', async () => {
    await t.ctx.db
      .insert(syncEntries)
      .values(entry('po_9', 'payout', 'Failed', '2025-12-30T10:00:00Z'));
    t.clock.advance(3600);
    await checkOpenChecklists(t.ctx);
    // read without checking: what the job recorded
    const list = await call(t.app, {
      url: `/api/audit-preparation/items/?company=${w.handel.id}&year=2025`,
      key: w.keys.master,
    });
    const items = Object.fromEntries(
      list.json<{ results: Item[] }>().results.map((i) => [i.kind, i]),
    );
    expect(items.payouts_reconciled!.checked_at).toBe(t.clock.now().toISOString());
    expect(items.payouts_reconciled).toMatchObject({
      status: 'open',
      proof: { passed: false, payouts: 2, unreconciled: [{ payout_id: 'po_9', status: 'Failed' }] },
    });
    expect(items.no_sync_issues).toMatchObject({ status: 'open', proof: { count: 1 } });
  });

  it('are checked again on reading only when what was found is over a minute old', async () => {
    const open = () =>
      call(t.app, {
        url: `/api/audit-preparation/checklist/?company=${w.handel.id}&year=2025`,
        key: w.keys.master,
      });
    const first = (await open()).json<{ checked_at: string }>().checked_at;
    t.clock.advance(30);
    expect((await open()).json().checked_at).toBe(first);
    t.clock.advance(31);
    expect((await open()).json().checked_at).not.toBe(first);
  });
});
