import { readOAuthState } from '@portal/contracts/schemas/connections';
import { createFortnoxSimulator, type FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createWooSimulator, type WooSimulator } from '@portal/simulators/woocommerce/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../../db/schema/engine';
import { eventLog as events } from '../../../db/schema/events';
import { subscriptions } from '../../../db/schema/subscriptions';
import { maskSecret } from '../../../lib/credentials-cipher';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { addCompanyMember } from '../../companies/companies.repository';
import { markConnectionLost } from '../../engine/connection-lost';
import { connectionsOf } from '../../engine/connections.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let fortnox: FortnoxSimulator;
let woo: WooSimulator;
let owner: string;
let colleague: string;
let companyId: number;
const WOO = { consumer_key: 'ck_oauth_test', consumer_secret: 'cs_oauth_secret' };

beforeAll(async () => {
  t = await createTestApp();
  fortnox = await createFortnoxSimulator({ tokens: ['fortnox-oauth-company'], rateLimit: false });
  woo = await createWooSimulator({
    stores: [{ key: WOO.consumer_key, secret: WOO.consumer_secret, orders: 0 }],
  });
  const user = await createUser(t.ctx.db, { email: 'oauth@owner.se', companies: ['556500-0101'] });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  const other = await createUser(t.ctx.db, { email: 'oauth@colleague.se', role: 'Colleague' });
  await addCompanyMember(t.ctx.db, other.id, companyId, 'Colleague');
  owner = await signIn(t.app, 'oauth@owner.se');
  colleague = await signIn(t.app, 'oauth@colleague.se');
});
afterAll(async () => {
  await fortnox.close();
  await woo.close();
  await t.close();
});

async function newSubscription(status = 'Pending') {
  const row = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'fortnox',
    status,
    startDate: '2026-11-01',
  });
  return row.id;
}

const start = (id: number, key = owner) =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/connections/accounting/oauth/`,
    key,
    lang: 'en',
    payload: { base_url: fortnox.url },
  });

const callback = (id: number, payload: { code: string; state: string }, key = owner) =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/connections/accounting/oauth/callback/`,
    key,
    lang: 'en',
    payload,
  });

/** The person at Fortnox: opens the consent page and presses Allow (or Deny). */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny' = 'allow') {
  const url = new URL(authorizeUrl);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const answer = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision, company: '0' }),
  });
  const back = new URL(answer.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('http://portal.test/oauth/callback');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

async function connectThroughFortnox(id: number) {
  const started = await start(id);
  expect(started.statusCode).toBe(200);
  return callback(id, await consent(started.json().authorize_url));
}

const storedRows = (id: number) =>
  t.ctx.db.select().from(connections).where(eq(connections.subscriptionId, id));

describe('Connect with Fortnox (OAuth2)', () => {
  it("sends the person to the provider's authorize page with the portal's client and a state", async () => {
    const id = await newSubscription();
    const res = await start(id);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fortnox.url}/oauth-v1/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-client',
      redirect_uri: 'http://portal.test/oauth/callback',
      response_type: 'code',
      access_type: 'offline',
      scope: expect.stringContaining('bookkeeping'),
    });
    expect(readOAuthState(url.searchParams.get('state')!)).toMatchObject({
      subscription_id: id,
      side: 'accounting',
      base_url: fortnox.url,
    });
    // the shop's side has API keys, not an authorize flow
    const shop = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${id}/connections/app/oauth/`,
      key: owner,
      payload: {},
    });
    expect(shop.statusCode).toBe(404);
  });

  it('stores the tokens sealed once the person allows, shows them masked, and the test passes', async () => {
    const id = await newSubscription();
    const res = await connectThroughFortnox(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().test).toEqual({
      ok: true,
      outcome: 'valid',
      detail: 'The credentials are valid. The connection works.',
    });
    expect(res.json().connection).toMatchObject({
      scheme: 'oauth2',
      connected: true,
      base_url: fortnox.url,
    });

    const stored = (await connectionsOf(t.ctx.db, id)).accounting!.credentials;
    expect(stored).toMatchObject({ client_id: 'portal-client', client_secret: 'portal-secret' });
    expect(stored.access_token).toMatch(/^at-/);
    const get = await call(t.app, { url: `/api/subscriptions/${id}/connections/`, key: owner });
    const fields = Object.fromEntries(
      get.json().accounting.fields.map((f: { key: string; value: string }) => [f.key, f.value]),
    );
    expect(fields).toEqual({
      access_token: maskSecret(stored.access_token!),
      refresh_token: maskSecret(stored.refresh_token!),
      client_id: 'portal-client',
      client_secret: maskSecret('portal-secret'),
    });
    for (const body of [res.body, get.body]) {
      expect(body).not.toContain(stored.access_token);
      expect(body).not.toContain(stored.refresh_token);
    }
    const [row] = await storedRows(id);
    expect(JSON.stringify(row!.credentials)).not.toContain(stored.access_token);
    const [event] = await t.ctx.db
      .select()
      .from(events)
      .where(
        and(eq(events.entityId, String(id)), eq(events.action, 'connection_accounting_saved')),
      );
    expect(event!.newData).toMatchObject({ via: 'oauth2' });
  });

  it("refuses a tampered, another person's or an expired state, or a refused code, and stores nothing", async () => {
    const id = await newSubscription();
    const other = await newSubscription();
    const started = await start(id);
    const { code, state } = await consent(started.json().authorize_url);
    const refusal = {
      code: 'validation_error',
      detail:
        'The connection request has expired or was started by someone else. Start again with Connect.',
    };

    // the payload changed to another subscription, the signature kept
    const [payload, signature] = state.split('.');
    const moved = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...moved, subscription_id: other })).toString('base64url')}.${signature}`;
    expect((await callback(other, { code, state: forged })).json()).toEqual(refusal);
    // a good state used for another subscription than its own
    expect((await callback(other, { code, state })).statusCode).toBe(400);
    // a colleague of the same company cannot finish what the owner started
    const stolen = await callback(id, { code, state }, colleague);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(refusal);
    // a code Fortnox never issued
    const bogus = await callback(id, { code: 'code-made-up', state });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().detail).toBe(
      'Fortnox did not accept the connection. Please connect again.',
    );
    // ten minutes later the state is over
    t.clock.advance(601);
    const late = await callback(id, { code, state });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(refusal);

    expect(await storedRows(id)).toEqual([]);
    expect(await storedRows(other)).toEqual([]);
  });

  it('reconnects a subscription in Error: back to Active once both sides test valid', async () => {
    const id = await newSubscription('Active');
    const saveShop = (secret: string) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/subscriptions/${id}/connections/app/`,
        key: owner,
        payload: {
          credentials: { ...WOO, consumer_secret: secret, webhook_secret: 'whsec' },
          base_url: woo.url,
        },
      });
    expect((await saveShop('cs_wrong')).statusCode).toBe(200);
    expect((await connectThroughFortnox(id)).statusCode).toBe(200);
    const lost = (await connectionsOf(t.ctx.db, id)).accounting!.credentials;
    fortnox.state.revoke(lost.access_token!);
    fortnox.state.revoke(lost.refresh_token!);
    await markConnectionLost(t.ctx, id, 'Fortnox refused the token refresh: reconnect Fortnox.');

    const views = await call(t.app, { url: `/api/subscriptions/${id}/connections/`, key: owner });
    expect(views.json().accounting.reconnect).toBe(true);
    const status = async () =>
      (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

    // Fortnox is back, but the shop still refuses its keys: the subscription stays in Error
    const fortnoxBack = await connectThroughFortnox(id);
    expect(fortnoxBack.json().test.outcome).toBe('valid');
    expect((await status()).status).toBe('Error');

    // the right shop keys, saved and tested: both sides work, so it runs again
    await saveShop(WOO.consumer_secret);
    const sent = t.queue.sent.length;
    const tested = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${id}/connections/app/test/`,
      key: owner,
    });
    expect(tested.json().outcome).toBe('valid');
    expect(await status()).toMatchObject({
      status: 'Active',
      statusReason: '',
      errorNotifiedAt: null,
    });
    expect(t.queue.sent.slice(sent)).toMatchObject([
      { name: 'sync.run', data: { subscriptionId: id } },
    ]);
    const reconnected = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.entityId, String(id)), eq(events.action, 'reconnect')));
    expect(reconnected).toHaveLength(1);
    const after = await call(t.app, { url: `/api/subscriptions/${id}/connections/`, key: owner });
    expect(after.json().accounting.reconnect).toBe(false);
  });

  it('reconnects through the OAuth callback alone when the other side works', async () => {
    const id = await newSubscription('Active');
    await call(t.app, {
      method: 'PUT',
      url: `/api/subscriptions/${id}/connections/app/`,
      key: owner,
      payload: { credentials: { ...WOO, webhook_secret: 'whsec' }, base_url: woo.url },
    });
    await markConnectionLost(t.ctx, id, 'Fortnox refused the token refresh: reconnect Fortnox.');
    const res = await connectThroughFortnox(id);
    expect(res.json().test.ok).toBe(true);
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row!.status).toBe('Active');
  });
});
