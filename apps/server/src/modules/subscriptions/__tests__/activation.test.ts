import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../../db/schema/billing';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let woo: WooSimulator;
let owner: string;
let companyId: number;
const KEYS = { consumer_key: 'ck_activate', consumer_secret: 'cs_activate', webhook_secret: 'wh' };
const day = (offset: number) => {
  const at = new Date(t.clock.now().getTime() + offset * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T10:00:00Z'));
  woo = await createWooSimulator({
    stores: [{ key: KEYS.consumer_key, secret: KEYS.consumer_secret, orders: 0 }],
  });
  const user = await createUser(t.ctx.db, {
    email: 'activate@owner.se',
    companies: ['556600-0001'],
  });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  owner = await signIn(t.app, 'activate@owner.se');
});
afterAll(async () => {
  await woo.close();
  await t.close();
});

async function pending(connect: Record<string, string> | null = KEYS) {
  const { id } = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'sie',
    status: 'Pending',
    startDate: day(-7),
  });
  if (connect) {
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/api/subscriptions/${id}/connections/app/`,
      key: owner,
      payload: { credentials: connect, base_url: woo.url },
    });
    expect(saved.statusCode).toBe(200);
  }
  return id;
}

const activate = (id: number, body: Record<string, unknown>, lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/activate/`,
    key: owner,
    lang,
    payload: body,
  });
const terms = { accept_terms: true, terms_version: '2026-11' };

describe('activating a subscription', () => {
  it('tells what is free, what the history costs and which terms are in force', async () => {
    const id = await pending(null);
    const res = await call(t.app, { url: `/api/subscriptions/${id}/activation/`, key: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Pending',
      free_from: '2026-11-13',
      paid_from: null,
      monthly_price: '299.00',
      terms_version: '2026-11',
      connections_ready: false,
      progress: null,
    });
  });

  it('refuses, and changes nothing, until every condition holds', async () => {
    const unconnected = await pending(null);
    expect((await activate(unconnected, { ...terms, start_date: day(-7) })).json().detail).toBe(
      'Connect both the app and the accounting on the App connection tab first.',
    );
    const id = await pending();
    const noTerms = await activate(id, {
      start_date: day(-7),
      accept_terms: false,
      terms_version: '2026-11',
    });
    expect(noTerms.json().errors.accept_terms).toEqual([
      'Please confirm that you have read the FAQ and the terms.',
    ]);
    const oldTerms = await activate(id, {
      ...terms,
      terms_version: '2020-01',
      start_date: day(-7),
    });
    expect(oldTerms.json().errors.terms_version[0]).toMatch(/terms have been updated/);
    const tooFar = await activate(id, { ...terms, start_date: day(-30) }, 'sv');
    expect(tooFar.json().errors.start_date).toEqual([
      'Mer än 7 dagar bakåt kostar. Betala historikimporten med kort eller välj ett senare startdatum.',
    ]);
    const future = await activate(id, { ...terms, start_date: day(1) });
    expect(future.statusCode).toBe(400);
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ status: 'Pending', acceptedTermsVersion: null, activatedAt: null });
  });

  it('refuses when the shop refuses the stored keys (the check before activation)', async () => {
    const id = await pending({ ...KEYS, consumer_secret: 'cs_wrong' });
    const res = await activate(id, { ...terms, start_date: day(-7) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(
      /^The app’s connection does not answer as it should: The connection is in a bad state/,
    );
  });

  it('activates inside the free week, records the terms and starts the import', async () => {
    const id = await pending();
    const before = t.queue.sent.length;
    const res = await activate(id, { ...terms, start_date: day(-5) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Active', start_date: day(-5), is_live: true });
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ acceptedTermsVersion: '2026-11', activatedAt: t.clock.now() });
    expect(t.queue.sent.slice(before)).toEqual([
      expect.objectContaining({
        name: 'sync.run',
        data: expect.objectContaining({ subscriptionId: id }),
      }),
    ]);
    const state = (
      await call(t.app, { url: `/api/subscriptions/${id}/activation/`, key: owner })
    ).json();
    expect(state.progress).toMatchObject({ from: day(-5), percent: 0, elements: 0 });
    // once is enough
    expect((await activate(id, { ...terms, start_date: day(-5) })).statusCode).toBe(409);
  });

  it('reaches further back once the history import is paid, and not before', async () => {
    const id = await pending();
    const start = day(-40);
    expect((await activate(id, { ...terms, start_date: start })).statusCode).toBe(400);
    await t.ctx.db.insert(checkouts).values({
      companyId,
      subscriptionId: id,
      purpose: 'history_import',
      months: 2,
      startDate: start,
      description: 'History import',
      amount: 74750,
      status: 'paid',
      paidAt: t.clock.now(),
    });
    expect((await activate(id, { ...terms, start_date: day(-41) })).statusCode).toBe(400);
    const res = await activate(id, { ...terms, start_date: start });
    expect(res.json()).toMatchObject({ status: 'Active', start_date: start });
  });
});
