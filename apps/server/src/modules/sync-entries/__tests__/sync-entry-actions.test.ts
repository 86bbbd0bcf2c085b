import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedDocuments } from '../../../db/schema/engine';
import { eventLog } from '../../../db/schema/events';
import { syncEntries } from '../../../db/schema/sync';
import type { SubscriptionRow } from '../../../db/schema/subscriptions';
import { createUser, signIn, signInOutsiders } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertConnection } from '../../engine/connections.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';

let t: TestApp;
let staff = '';
let subscription: SubscriptionRow;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@decide.test', role: 'Inhouse' });
  const owner = await createUser(t.ctx.db, {
    email: 'owner@decide.test',
    companies: ['556911-0001'],
  });
  const companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
  subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'stripe',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-01-01',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: subscription.id,
    side: 'app',
    connectorId: 'stripe',
    baseUrl: 'https://stripe.invalid',
    credentials: { secret_key: 'sk_test_decisions' },
  });
  staff = await signIn(t.app, 'staff@decide.test');
});
afterAll(() => t.close());

/** A payout the engine booked with 250 kr it could not explain waiting on suspense (1689). */
async function ambiguousPayout(id: string, onSuspense = 25_000) {
  const [entry] = await t.ctx.db
    .insert(syncEntries)
    .values({
      subscriptionId: subscription.id,
      companyId: subscription.companyId,
      source: 'stripe',
      sourceId: id,
      kind: 'payout',
      eventType: 'payout.paid',
      elementType: 'e7',
      referenceNumber: id,
      status: 'Ambiguous',
      reason: 'The payout differs from its transactions by 250.00 SEK',
      targetReference: 'A 1',
    })
    .returning();
  await t.ctx.db.insert(bookedDocuments).values({
    subscriptionId: subscription.id,
    companyId: subscription.companyId,
    marker: `portal:${subscription.id}:stripe:payout:${id}`,
    kind: 'payout',
    sourceId: id,
    reference: 'A 1',
    type: 'voucher',
    date: '2026-11-20',
    description: `Utbetalning ${id}`,
    currency: 'SEK',
    rows: [
      { account: '1930', debit: 100_000, credit: 0, description: 'Bank' },
      { account: '1689', debit: onSuspense, credit: 0, description: 'Avvikelse' },
      { account: '1580', debit: 0, credit: 100_000 + onSuspense, description: 'Avräkning' },
    ],
  });
  return entry!;
}

const decide = (id: number, payload: object, locale = 'sv') =>
  call(t.app, {
    method: 'POST',
    url: `/api/sync-entries/${id}/decision/`,
    key: staff,
    payload,
    headers: { 'accept-language': locale },
  });

describe('deciding an Ambiguous sync entry', () => {
  it('moves what waits on suspense to the chosen account with one voucher, and logs who decided', async () => {
    const entry = await ambiguousPayout('po_move');
    const res = await decide(entry.id, {
      decision: 'account',
      account: '6570',
      note: 'Stripe-avgift som saknades i underlaget',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe('Beslutet har sparats.');

    const [after] = await t.ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry.id));
    expect(after).toMatchObject({
      status: 'Success',
      decision: 'account',
      decisionAccount: '6570',
      decisionNote: 'Stripe-avgift som saknades i underlaget',
      reasonKey: 'engine.reason.decided_account',
    });
    const moves = await t.ctx.db
      .select()
      .from(bookedDocuments)
      .where(like(bookedDocuments.marker, `%:po_move:decision`));
    expect(moves).toHaveLength(1);
    expect(moves[0]!.rows.map((r) => [r.account, r.debit, r.credit])).toEqual([
      ['6570', 25_000, 0],
      ['1689', 0, 25_000],
    ]);
    expect(after!.targetReference).toContain(moves[0]!.reference);

    // decided once: a second decision changes nothing and books nothing
    const again = await decide(
      entry.id,
      { decision: 'account', account: '6570', note: 'igen' },
      'en',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Only Ambiguous entries/);
    const still = await t.ctx.db
      .select()
      .from(bookedDocuments)
      .where(like(bookedDocuments.marker, `%:po_move:decision`));
    expect(still).toHaveLength(1);

    const events = await t.ctx.db
      .select({ action: eventLog.action })
      .from(eventLog)
      .where(and(eq(eventLog.entity, 'sync_entry'), eq(eventLog.entityId, String(entry.id))));
    expect(events.map((e) => e.action)).toEqual(['decided_account']);
  });

  it('ignores or accepts with a note and books nothing; a decision needs its note and account', async () => {
    const entry = await ambiguousPayout('po_ignore');
    const noNote = await decide(entry.id, { decision: 'ignored', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note[0]).toMatch(/obligatoriskt/);
    const noAccount = await decide(entry.id, { decision: 'account', note: 'x' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors.account).toBeDefined();

    const ignored = await decide(entry.id, { decision: 'ignored', note: 'Känd avvikelse' });
    expect(ignored.statusCode, ignored.body).toBe(200);
    const [after] = await t.ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry.id));
    expect(after).toMatchObject({ status: 'Success', decision: 'ignored' });
    const books = await t.ctx.db
      .select()
      .from(bookedDocuments)
      .where(like(bookedDocuments.marker, `%:po_ignore:decision`));
    expect(books).toHaveLength(0);

    const accepted = await ambiguousPayout('po_accept');
    expect((await decide(accepted.id, { decision: 'as_proposed', note: 'OK' })).statusCode).toBe(
      200,
    );
  });

  it('refuses to move what is not on suspense, and changes nothing', async () => {
    const entry = await ambiguousPayout('po_nothing', 0);
    const res = await decide(entry.id, { decision: 'account', account: '6570', note: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/Inget belopp väntar/);
    const [after] = await t.ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry.id));
    expect(after).toMatchObject({ status: 'Ambiguous', decision: null });
  });
});

describe('syncing many entries again', () => {
  it('queues one task per subscription with the elements that can be read again', async () => {
    const payout = await ambiguousPayout('po_retry');
    const [article] = await t.ctx.db
      .insert(syncEntries)
      .values({
        subscriptionId: subscription.id,
        companyId: subscription.companyId,
        source: 'stripe',
        sourceId: 'art_1',
        kind: 'article',
        eventType: 'article',
        elementType: 'e1',
        referenceNumber: 'ART-1',
        status: 'Failed',
      })
      .returning();
    const before = t.queue.sent.length;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/sync-entries/retry/',
      key: staff,
      payload: { ids: [payout.id, article!.id, payout.id] },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ total: 1, skipped: 1, finished: false });
    const sent = t.queue.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'sync.element',
      data: { subscriptionId: subscription.id, elements: [{ kind: 'payout', id: 'po_retry' }] },
    });

    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/sync-entries/retry/',
      key: staff,
      payload: { ids: [payout.id, 2_147_483_000] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(t.queue.sent.length).toBe(before + 1);
  });

  it('answers 403 to every role but in-house staff', async () => {
    const keys = await signInOutsiders(t.app, t.ctx.db, 'decide');
    for (const [role, key] of Object.entries(keys)) {
      for (const [url, payload] of [
        ['/api/sync-entries/retry/', { ids: [1] }],
        ['/api/sync-entries/1/decision/', { decision: 'ignored', note: 'x' }],
      ] as const) {
        const res = await call(t.app, { method: 'POST', url, key, payload });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});
