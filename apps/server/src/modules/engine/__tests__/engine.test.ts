import { ConnectorError } from '@portal/connectors/errors';
import type { LedgerSession } from '@portal/connectors/sdk/connector';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customRules, periodicTasks } from '../../../db/schema/engine';
import { notifications } from '../../../db/schema/notifications';
import { subscriptions } from '../../../db/schema/subscriptions';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { salesOrders } from '../../../db/schema/sales';
import { bookedVouchers, syncEntries } from '../../../db/schema/sync';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { balanceOf } from '../../bookkeeping/documents';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';
import { noRules } from '../context';
import type { RuleHook } from '../context';
import { takeLease } from '../lease';
import { customRuleHook } from '../rules-hook';
import type { ConnectorRegistry } from '../open-env';
import { runSlice } from '../run';
import type { EngineDeps } from '../run';
import { handleRun } from '../sync.jobs';
import { queueRun } from '../scheduler';
import { orderItem, payoutOf, sale, scriptedApp } from './scripted';

let t: TestApp;
let companyId = 0;

beforeAll(async () => {
  t = await createTestApp({
    sync: {
      intervalSeconds: 60,
      leaseSeconds: 30,
      sliceSeconds: 60,
      windowHours: 24,
      lagSeconds: 0,
      rateLimits: true,
    },
  });
  const owner = await createUser(t.ctx.db, { email: 'engine@test.se', companies: ['556600-0001'] });
  companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set(new Date('2026-11-21T12:00:00Z'));
});

async function subscription(postingModel: SubscriptionRow['postingModel'] = 'per_order') {
  const row = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-11-01',
    postingModel,
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: row.id,
    side: 'app',
    connectorId: 'shopify',
    baseUrl: 'https://scripted.test',
  });
  return row;
}

const deps = (registry: ConnectorRegistry, rules: RuleHook = noRules): EngineDeps => ({
  registry,
  rules: async () => rules,
  holder: 'test-worker',
});

const registryOf = (app: ReturnType<typeof scriptedApp>): ConnectorRegistry => ({
  apps: { shopify: app },
  ledgers: {},
});

async function entries(subscriptionId: number) {
  return t.ctx.db
    .select()
    .from(syncEntries)
    .where(eq(syncEntries.subscriptionId, subscriptionId))
    .orderBy(asc(syncEntries.id));
}

async function vouchers(subscriptionId: number) {
  return t.ctx.db
    .select()
    .from(bookedVouchers)
    .where(eq(bookedVouchers.subscriptionId, subscriptionId))
    .orderBy(asc(bookedVouchers.number));
}

async function run(subscriptionId: number, d: EngineDeps) {
  const task = await queueRun(t.ctx, { id: subscriptionId, companyId }, { trigger: 'manual' });
  for (let i = 0; i < 50; i++) {
    const result = await runSlice(t.ctx, d, subscriptionId, task!.id);
    if (result.state !== 'more') return result;
  }
  throw new Error('the run never finished');
}

describe('sync engine', () => {
  it('backfills from the start date, books each element once, and a second run books nothing', async () => {
    const sub = await subscription();
    const sales = Array.from({ length: 12 }, (_, i) =>
      sale(i + 1, `2026-11-${String(2 + i).padStart(2, '0')}`),
    );
    const app = scriptedApp(
      sales.map((s, i) => orderItem(s, `2026-11-${String(2 + i).padStart(2, '0')}T10:00:00Z`)),
    );
    const first = await run(sub.id, deps(registryOf(app)));
    expect(first).toMatchObject({ state: 'done', counts: { booked: 12 } });
    const booked = await vouchers(sub.id);
    expect(booked).toHaveLength(12);
    for (const v of booked) expect(balanceOf(v)).toBe(0);
    expect((await entries(sub.id)).every((e) => e.status === 'Success')).toBe(true);

    // the cursor moved; replaying the whole history from the start books nothing new
    await t.ctx.db
      .update(subscriptions)
      .set({ lastProcessedAt: null })
      .where(eq(subscriptions.id, sub.id));
    const again = await run(sub.id, deps(registryOf(app)));
    expect(again).toMatchObject({ state: 'done', counts: { duplicate: 12, booked: 0 } });
    expect(await vouchers(sub.id)).toHaveLength(12);
  });

  it('finishes a run while the clock moves: it reads up to where now was when it started', async () => {
    const sub = await subscription();
    let at = new Date('2026-11-21T12:00:00Z').getTime();
    const ticking = { ...t.ctx, clock: { now: () => new Date((at += 1_000)) } };
    const app = scriptedApp([orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z')]);
    const task = await queueRun(ticking, sub, { trigger: 'manual' });
    const result = await runSlice(ticking, deps(registryOf(app)), sub.id, task!.id);
    expect(result).toMatchObject({ state: 'done', counts: { booked: 1 } });
  });

  it('records a bad element as Failed with its reason and books the others', async () => {
    const sub = await subscription();
    const app = scriptedApp([
      orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z'),
      {
        kind: 'order',
        id: '2',
        updatedAt: '2026-11-10T11:00:00Z',
        error: 'line 1 has no price',
        raw: {},
      },
      orderItem(
        sale(3, '2026-11-10', { total: 1 }), // does not add up: a person must decide
        '2026-11-10T12:00:00Z',
      ),
      orderItem(sale(4, '2026-11-10'), '2026-11-10T13:00:00Z'),
    ]);
    const result = await run(sub.id, deps(registryOf(app)));
    expect(result).toMatchObject({ counts: { booked: 2, failed: 1, ambiguous: 1 } });
    const rows = await entries(sub.id);
    expect(rows.map((e) => [e.sourceId, e.status])).toEqual([
      ['1', 'Success'],
      ['2', 'Failed'],
      ['3', 'Ambiguous'],
      ['4', 'Success'],
    ]);
    expect(rows[1]!.reason).toContain('line 1 has no price');
    expect(rows[2]!.reason).toMatch(/difference of 16535/);
    // the same reasons as message keys, for the reader's language
    expect(rows.map((e) => [e.reasonKey, e.reasonParams])).toEqual([
      [null, null],
      ['engine.reason.unreadable_order', { message: 'line 1 has no price' }],
      ['engine.reason.remainder_booked', { amount: '165.35 SEK', account: '3740' }],
      [null, null],
    ]);
    expect(await vouchers(sub.id)).toHaveLength(2);

    // the sales panel's rows carry what was read and follow their entries' state
    const panel = await t.ctx.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.subscriptionId, sub.id))
      .orderBy(asc(salesOrders.syncEntryId));
    expect(panel.map((o) => [o.sourceId, o.syncStatus, o.reason === ''])).toEqual([
      ['1', 'Success', true],
      ['2', 'Failed', false],
      ['3', 'Ambiguous', false],
      ['4', 'Success', true],
    ]);
    expect(panel[0]!.numberInAccounting).toBe(rows[0]!.targetReference);
    expect(panel[0]!.numberInAccounting).toBeTruthy();
    expect(panel[0]!.referenceInAccounting).toBe(`portal:${sub.id}:shopify:order:1`);
    expect(panel[1]!.reason).toContain('line 1 has no price');
    expect(panel[1]!.orderNumber).toBe('2');
  });

  it('a crash after the ledger took a document recovers it instead of booking it again', async () => {
    const sub = await subscription();
    const app = scriptedApp([orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z')]);
    const booked = new Map<string, string>();
    let crash = true;
    const ledger: LedgerSession = {
      async test() {},
      async check() {
        return [];
      },
      async bookOnce(_document, marker) {
        const existing = booked.get(marker);
        if (existing) return { reference: existing, recovered: true };
        booked.set(marker, `A ${booked.size + 1}`);
        if (crash)
          throw new ConnectorError('transient', 'connection reset after the ledger took it');
        return { reference: booked.get(marker)!, recovered: false };
      },
    };
    const registry: ConnectorRegistry = {
      apps: { shopify: app },
      ledgers: {
        fortnox: {
          ...app,
          id: 'fortnox',
          kind: 'accounting',
          entities: { read: [], write: ['vouchers'] },
          open: () => ledger,
        },
      },
    };
    await t.ctx.db
      .update(subscriptions)
      .set({ accounting: 'fortnox' })
      .where(eq(subscriptions.id, sub.id));
    await insertConnection(t.ctx.db, {
      subscriptionId: sub.id,
      side: 'accounting',
      connectorId: 'fortnox',
      baseUrl: 'https://ledger.test',
    });
    const first = await run(sub.id, deps(registry));
    expect(first).toMatchObject({ state: 'stopped', retry: true });
    expect((await entries(sub.id))[0]!.status).toBe('Pending');
    crash = false;
    const second = await run(sub.id, deps(registry));
    expect(second).toMatchObject({ state: 'done', counts: { recovered: 1 } });
    expect(booked.size).toBe(1);
    expect((await entries(sub.id))[0]).toMatchObject({ status: 'Success', targetReference: 'A 1' });
  });

  it('summarises per day: one balanced voucher per day, each sale pointing at it', async () => {
    const sub = await subscription('per_day');
    const items = [1, 2, 3].map((n) => orderItem(sale(n, '2026-11-10'), `2026-11-10T1${n}:00:00Z`));
    items.push(...[4, 5].map((n) => orderItem(sale(n, '2026-11-11'), `2026-11-11T1${n}:00:00Z`)));
    const result = await run(sub.id, deps(registryOf(scriptedApp(items))));
    expect(result.state).toBe('done');
    const booked = await vouchers(sub.id);
    expect(booked.map((v) => v.date)).toEqual(['2026-11-10', '2026-11-11']);
    for (const v of booked) expect(balanceOf(v)).toBe(0);
    const rows = await entries(sub.id);
    expect(rows.every((e) => e.status === 'Success')).toBe(true);
    expect(rows.map((e) => e.targetReference)).toEqual(['W 1', 'W 1', 'W 1', 'W 2', 'W 2']);
    // a late sale for a day already summarised gets a summary of its own, nothing is re-booked
    t.clock.advance(3600);
    items.push(orderItem(sale(6, '2026-11-10'), '2026-11-21T12:30:00Z'));
    await run(sub.id, deps(registryOf(scriptedApp(items))));
    expect((await vouchers(sub.id)).map((v) => v.date)).toEqual([
      '2026-11-10',
      '2026-11-11',
      '2026-11-10',
    ]);
  });

  it('summarises per payout: the bank line is the deposit and the clearing account is emptied', async () => {
    const sub = await subscription('per_payout');
    const sales = [1, 2, 3].map((n) => sale(n, '2026-11-10'));
    const payout = payoutOf('p1', '2026-11-12', sales.slice(0, 2));
    const items = sales.map((s, i) => orderItem(s, `2026-11-10T1${i}:00:00Z`));
    items.push({ kind: 'payout', id: 'p1', updatedAt: '2026-11-12T08:00:00Z', payout, raw: {} });
    await run(sub.id, deps(registryOf(scriptedApp(items))));
    const [voucher, ...more] = await vouchers(sub.id);
    expect(more).toHaveLength(0);
    const bank = voucher!.rows.find((r) => r.account === '1930')!;
    expect(bank.debit).toBe(payout.amount);
    expect(voucher!.rows.find((r) => r.account === '1580')).toBeUndefined();
    expect(balanceOf(voucher!)).toBe(0);
    const rows = await entries(sub.id);
    expect(rows.map((e) => [e.sourceId, e.status])).toEqual([
      ['1', 'Success'],
      ['2', 'Success'],
      ['3', 'Pending'], // not paid out yet
      ['p1', 'Success'],
    ]);
  });

  it('a rule that fails fails its element with the reason and nothing else', async () => {
    const sub = await subscription();
    const app = scriptedApp([
      orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z'),
      orderItem(sale(2, '2026-11-10'), '2026-11-10T11:00:00Z'),
    ]);
    const rules: RuleHook = async (entryPoint, data) =>
      entryPoint === 'e6' && (data as { sourceId: string }).sourceId === '2'
        ? {
            ok: false,
            ruleId: 7,
            reason: 'Custom rule 7: The rule ran longer than 50 ms and was stopped',
          }
        : { ok: true, output: data };
    const result = await run(sub.id, deps(registryOf(app), rules));
    expect(result).toMatchObject({ counts: { booked: 1, failed: 1 } });
    const [, failed] = await entries(sub.id);
    expect(failed!.reason).toContain('longer than 50 ms');
    expect(failed).toMatchObject({
      reasonKey: 'engine.reason.rule_failed',
      reasonParams: { rule: 7, message: 'The rule ran longer than 50 ms and was stopped' },
    });
  });

  it('runs the custom rules in the sandbox: a rule may change a voucher, a looping one fails only its element', async () => {
    const sub = await subscription();
    await t.ctx.db.insert(customRules).values([
      {
        entryPoint: 'e7',
        appName: 'shopify',
        code: `function rule(v) {
          v.rows = v.rows.map((r) => (r.account === '3520' ? { ...r, account: '3521' } : r));
          return v;
        }`,
      },
      {
        entryPoint: 'e6',
        code: "function rule(sale) { if (sale.sourceId === '2') { for (;;) {} } return sale; }",
      },
    ]);
    const app = scriptedApp([
      orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z'),
      orderItem(sale(2, '2026-11-10'), '2026-11-10T11:00:00Z'),
    ]);
    try {
      const d = { ...deps(registryOf(app)), rules: customRuleHook(t.ctx) };
      const result = await run(sub.id, d);
      expect(result).toMatchObject({ counts: { booked: 1, failed: 1 } });
      const [voucher] = await vouchers(sub.id);
      expect(voucher!.rows.map((r) => r.account)).toContain('3521');
      expect(voucher!.rows.map((r) => r.account)).not.toContain('3520');
      const rows = await entries(sub.id);
      expect(rows[1]!.reason).toMatch(/^Custom rule \d+: The rule ran longer than 50 ms/);
    } finally {
      await t.ctx.db.delete(customRules);
    }
  });

  it('runs one at a time: a second run while the lease is held is busy', async () => {
    const sub = await subscription();
    expect(await takeLease(t.ctx.db, sub.id, 'other-worker', t.clock.now(), 30)).toBe(true);
    const task = await queueRun(t.ctx, sub, { trigger: 'manual' });
    await handleRun(t.ctx, deps(registryOf(scriptedApp([]))), {
      subscriptionId: sub.id,
      taskId: task!.id,
    });
    const [row] = await t.ctx.db.select().from(periodicTasks).where(eq(periodicTasks.id, task!.id));
    expect(row).toMatchObject({ status: 'revoked' });
    // once the other worker's lease runs out, the run takes over
    t.clock.advance(31);
    const next = await queueRun(t.ctx, sub, { trigger: 'schedule' });
    await handleRun(t.ctx, deps(registryOf(scriptedApp([]))), {
      subscriptionId: sub.id,
      taskId: next!.id,
    });
    const [done] = await t.ctx.db
      .select()
      .from(periodicTasks)
      .where(and(eq(periodicTasks.id, next!.id)));
    expect(done).toMatchObject({ status: 'success', result: 'Nothing new' });
  });

  it('puts a refused connection in Error and tells the owner once, not at every run', async () => {
    const sub = await subscription();
    const refused = scriptedApp([]);
    refused.open = () => ({
      async test() {},
      // eslint-disable-next-line require-yield -- refuses before yielding anything
      async *changes() {
        throw new ConnectorError('auth', 'Invalid API key or access token');
      },
      async element() {
        throw new ConnectorError('auth', 'Invalid API key or access token');
      },
    });
    for (let i = 0; i < 3; i++) {
      const task = await queueRun(t.ctx, sub, { trigger: 'schedule' });
      await handleRun(t.ctx, deps(registryOf(refused)), {
        subscriptionId: sub.id,
        taskId: task!.id,
      });
    }
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'Error' });
    expect(row!.statusReason).toMatch(/Invalid API key/);
    const notices = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, 'En koppling har slutat fungera')));
    expect(notices).toHaveLength(1);
  });
});
