import { fortnoxConnector } from '@portal/connectors/fortnox/connector';
import { checkTotal } from '@portal/connectors/model/sale';
import { translate } from '@portal/contracts/i18n/resources';
import type { SyncEntry } from '@portal/contracts/schemas/sync';
import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customRules } from '../../../db/schema/engine';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertConnection } from '../connections.repository';
import type { ConnectorRegistry } from '../open-env';
import { customRuleHook } from '../rules-hook';
import { runSlice } from '../run';
import type { EngineDeps } from '../run';
import { queueRun } from '../scheduler';
import { orderItem, payoutOf, sale, scriptedApp } from './scripted';

let t: TestApp;
let fortnox: FortnoxSimulator;
let companyId = 0;
let owner = '';
const LEDGER_TOKEN = 'fortnox-reasons';

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
  t.clock.set(new Date('2026-11-21T12:00:00Z'));
  fortnox = await createFortnoxSimulator({
    tokens: [LEDGER_TOKEN],
    rateLimit: false,
    now: () => t.clock.now().getTime(),
  });
  const user = await createUser(t.ctx.db, { email: 'reasons@test.se', companies: ['556600-0009'] });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  owner = await signIn(t.app, 'reasons@test.se');
});
afterAll(async () => {
  await fortnox.close();
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-21T12:00:00Z'));
});

async function subscription(accounting: 'sie' | 'fortnox') {
  const row = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'shopify',
    accounting,
    status: 'Active',
    startDate: '2026-11-01',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: row.id,
    side: 'app',
    connectorId: 'shopify',
    baseUrl: 'https://scripted.test',
  });
  if (accounting === 'fortnox') {
    await insertConnection(t.ctx.db, {
      subscriptionId: row.id,
      side: 'accounting',
      connectorId: 'fortnox',
      baseUrl: fortnox.url,
      credentials: { access_token: LEDGER_TOKEN },
    });
  }
  return row;
}

async function run(subscriptionId: number, deps: EngineDeps) {
  const task = await queueRun(t.ctx, { id: subscriptionId, companyId }, { trigger: 'manual' });
  for (let i = 0; i < 20; i++) {
    const result = await runSlice(t.ctx, deps, subscriptionId, task!.id);
    if (result.state !== 'more') return result;
  }
  throw new Error('the run never finished');
}

const entries = (subscriptionId: number) =>
  t.ctx.db
    .select()
    .from(syncEntries)
    .where(eq(syncEntries.subscriptionId, subscriptionId))
    .orderBy(asc(syncEntries.id));

/** The company's sync entry report as the web reads it, in the reader's language. */
async function report(lang: 'sv' | 'en') {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/reports/entries/?company_id=${companyId}&limit=100`,
    key: owner,
    lang,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: SyncEntry[] }>().results;
}

/** What the reader sees: the key in their language, every parameter it names filled in. */
function shown(entry: Pick<SyncEntry, 'reason_key' | 'reason_params'>, locale: 'sv' | 'en') {
  expect(entry.reason_key).toBeTruthy();
  const text = translate(locale, entry.reason_key!, entry.reason_params ?? {});
  expect(text).not.toBe(entry.reason_key);
  return text;
}

describe("the engine's reasons in the reader's language", () => {
  it('gives an unreadable, a ruled-out, an ambiguous sale and a short payout a message key', async () => {
    const sub = await subscription('sie');
    const [rule] = await t.ctx.db
      .insert(customRules)
      .values({
        entryPoint: 'e6',
        code: "function rule(sale) { if (sale.sourceId === '3') throw new Error('no VAT number'); return sale; }",
      })
      .returning();
    const paid = sale(4, '2026-11-10');
    const short = payoutOf('p1', '2026-11-12', [paid]);
    short.amount -= 250;
    const app = scriptedApp([
      {
        kind: 'order',
        id: '1',
        updatedAt: '2026-11-10T10:00:00Z',
        error: 'line 1 has no price',
        raw: {},
      },
      orderItem(checkTotal(sale(2, '2026-11-10', { total: 1 })), '2026-11-10T11:00:00Z'),
      orderItem(sale(3, '2026-11-10'), '2026-11-10T12:00:00Z'),
      orderItem(paid, '2026-11-10T13:00:00Z'),
      { kind: 'payout', id: 'p1', updatedAt: '2026-11-12T08:00:00Z', payout: short, raw: {} },
    ]);
    const registry: ConnectorRegistry = { apps: { shopify: app }, ledgers: {} };
    try {
      await run(sub.id, { registry, rules: customRuleHook(t.ctx), holder: 'reasons-test' });
    } finally {
      await t.ctx.db.delete(customRules);
    }
    const rows = await entries(sub.id);
    expect(rows.map((e) => [e.sourceId, e.status, e.reasonKey])).toEqual([
      ['1', 'Failed', 'engine.reason.unreadable_order'],
      ['2', 'Ambiguous', 'engine.reason.total_mismatch'],
      ['3', 'Failed', 'engine.reason.rule_failed'],
      ['4', 'Success', null],
      ['p1', 'Ambiguous', 'engine.reason.payout_mismatch'],
    ]);
    // the English words stay beside the key, for search and the logs
    expect(rows[0]!.reason).toBe('The order could not be read: line 1 has no price');
    expect(rows[2]!.reason).toMatch(new RegExp(`^Custom rule ${rule!.id}: .*no VAT number`));
    expect(rows[2]!.reasonParams).toMatchObject({
      rule: rule!.id,
      message: expect.stringContaining('no VAT number'),
    });
    expect(rows[4]!.reasonParams).toEqual({
      payout: '160.98 SEK',
      listed: '163.48 SEK',
      difference: '-2.50 SEK',
      account: '1689',
    });

    const sv = new Map((await report('sv')).map((e) => [e.source_id, e]));
    const en = new Map((await report('en')).map((e) => [e.source_id, e]));
    expect(shown(sv.get('1')!, 'sv')).toBe('Ordern kunde inte läsas: line 1 has no price');
    expect(shown(en.get('1')!, 'en')).toBe('The order could not be read: line 1 has no price');
    expect(shown(sv.get('2')!, 'sv')).toBe(
      'Orderns rader summerar till 164.24 SEK men ordersumman är 0.01 SEK',
    );
    expect(shown(en.get('2')!, 'en')).toBe(
      "The order's lines come to 164.24 SEK, its total is 0.01 SEK",
    );
    expect(shown(sv.get('3')!, 'sv')).toMatch(
      new RegExp(`^Anpassad regel ${rule!.id}: .*no VAT number`),
    );
    expect(shown(sv.get('p1')!, 'sv')).toBe(
      'Utbetalningen är 160.98 SEK, dess transaktioner minus avgifter 163.48 SEK: -2.50 SEK ligger kvar på konto 1689 tills någon beslutar',
    );
    expect(en.get('4')).toMatchObject({ reason: '', reason_key: null, reason_params: null });

    // the sales panel's sync flag carries the same key
    const orders = await call(t.app, {
      method: 'GET',
      url: `/api/sales/orders/?company_id=${companyId}&subscription_id=${sub.id}`,
      key: owner,
      lang: 'sv',
    });
    expect(orders.statusCode).toBe(200);
    const ruled = orders
      .json<{ results: { order_number: string; reason: unknown }[] }>()
      .results.find((o) => o.order_number === '#1003');
    expect(ruled?.reason).toMatchObject({
      key: 'engine.reason.rule_failed',
      params: { rule: rule!.id },
    });
  });

  it('words what Fortnox would refuse: an account the ledger does not have', async () => {
    const sub = await subscription('fortnox');
    fortnox.state.tenant(LEDGER_TOKEN)!.accounts.delete(1580);
    const app = scriptedApp([orderItem(sale(1, '2026-11-10'), '2026-11-10T10:00:00Z')]);
    const registry: ConnectorRegistry = {
      apps: { shopify: app },
      ledgers: { fortnox: fortnoxConnector },
    };
    const deps: EngineDeps = { registry, rules: customRuleHook(t.ctx), holder: 'reasons-test' };
    expect(await run(sub.id, deps)).toMatchObject({ counts: { failed: 1 } });
    const [entry] = await entries(sub.id);
    expect(entry).toMatchObject({
      status: 'Failed',
      reason: 'Account 1580 does not exist in Fortnox',
      reasonKey: 'engine.reason.account_missing',
      reasonParams: { account: '1580', ledger: 'Fortnox' },
    });
    const [shownEntry] = (await report('sv')).filter((e) => e.subscription_id === sub.id);
    expect(shown(shownEntry!, 'sv')).toBe('Konto 1580 finns inte i Fortnox');
    expect(shown(shownEntry!, 'en')).toBe('Account 1580 does not exist in Fortnox');
  });
});
