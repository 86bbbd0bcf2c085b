import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../../db/schema/engine';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let woo: WooSimulator;
let owner: string;
let outsider: string;
let subscriptionId: number;
const KEYS = { consumer_key: 'ck_connect_test', consumer_secret: 'cs_connect_secret_9876' };

beforeAll(async () => {
  t = await createTestApp();
  woo = await createWooSimulator({
    stores: [{ key: KEYS.consumer_key, secret: KEYS.consumer_secret, orders: 1 }],
  });
  const user = await createUser(t.ctx.db, {
    email: 'connect@owner.se',
    companies: ['556500-0001'],
  });
  await createUser(t.ctx.db, { email: 'connect@other.se', companies: ['556500-0002'] });
  owner = await signIn(t.app, 'connect@owner.se');
  outsider = await signIn(t.app, 'connect@other.se');
  const companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  subscriptionId = (
    await insertSubscription(t.ctx.db, {
      companyId,
      application: 'woocommerce',
      accounting: 'sie',
      status: 'Pending',
      startDate: '2026-11-01',
    })
  ).id;
});
afterAll(async () => {
  await woo.close();
  await t.close();
});

const save = (credentials: Record<string, string>, lang = 'en', key = owner) =>
  call(t.app, {
    method: 'PUT',
    url: `/api/subscriptions/${subscriptionId}/connections/app/`,
    key,
    lang,
    payload: { credentials, base_url: woo.url },
  });
const test = (lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${subscriptionId}/connections/app/test/`,
    key: owner,
    lang,
  });

describe('the App Connection tab', () => {
  it('shows the fields the connector declares, and that a SIE file needs nothing', async () => {
    const res = await call(t.app, {
      url: `/api/subscriptions/${subscriptionId}/connections/`,
      key: owner,
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().app).toMatchObject({
      connector_id: 'woocommerce',
      scheme: 'api_key',
      connected: false,
      fields: [
        { key: 'consumer_key', filled: false, value: '' },
        { key: 'consumer_secret', secret: true, filled: false },
        { key: 'webhook_secret', secret: true, filled: false },
      ],
    });
    expect(res.json().accounting).toMatchObject({ scheme: 'none', connected: true });
  });

  it('asks for every API key field and saves nothing until they are there', async () => {
    const res = await save({
      consumer_key: KEYS.consumer_key,
      consumer_secret: '',
      webhook_secret: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { credentials: ['Please add all API Key fields.'] },
    });
    const sv = await save({}, 'sv');
    expect(sv.json().errors.credentials).toEqual(['Fyll i alla API-nyckelfält.']);
    expect(await t.ctx.db.select().from(connections)).toEqual([]);
  });

  it('tells wrong keys from right ones (SPEC §8), and never returns a secret', async () => {
    const wrong = await save({
      ...KEYS,
      consumer_secret: 'cs_wrong_0000',
      webhook_secret: 'whsec_1',
    });
    expect(wrong.statusCode).toBe(200);
    const refused = await test();
    expect(refused.json()).toEqual({
      ok: false,
      outcome: 'invalid_keys',
      detail:
        'The connection is in a bad state: please verify the credentials. Contact support if it persists.',
    });

    const right = await save({ ...KEYS, webhook_secret: '' });
    expect(right.json()).toMatchObject({ connected: true });
    const body = JSON.stringify(right.json());
    expect(body).not.toContain(KEYS.consumer_secret);
    expect(body).not.toContain('whsec_1');
    expect(right.json().fields[1].value).toBe('••••9876');
    expect((await test('sv')).json()).toEqual({
      ok: true,
      outcome: 'valid',
      detail: 'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
    });
    // at rest the keys are sealed, not readable from the database
    const [row] = await t.ctx.db
      .select()
      .from(connections)
      .where(eq(connections.subscriptionId, subscriptionId));
    expect(JSON.stringify(row!.credentials)).not.toContain(KEYS.consumer_secret);
    expect(JSON.stringify(row!.credentials)).toContain('$sealed');
  });

  it('waits for a provider busy with the account’s other work (429) instead of failing the test', async () => {
    await save({ ...KEYS, webhook_secret: '' });
    woo.faults.set({ tooManyRequests: { next: 2 } });
    const started = Date.now();
    expect((await test()).json()).toMatchObject({ ok: true, outcome: 'valid' });
    // it waited the Retry-After (1 s) each time
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    woo.faults.set({ tooManyRequests: { next: 10 } });
    expect((await test()).json()).toMatchObject({ ok: false, outcome: 'failed' });
    woo.faults.clear();
  });

  it('says "Connection test failed." when the service cannot be reached', async () => {
    await call(t.app, {
      method: 'PUT',
      url: `/api/subscriptions/${subscriptionId}/connections/app/`,
      key: owner,
      payload: { credentials: { consumer_key: KEYS.consumer_key }, base_url: 'http://127.0.0.1:9' },
    });
    expect((await test()).json()).toMatchObject({
      ok: false,
      outcome: 'failed',
      detail: 'Connection test failed.',
    });
  });

  it("answers 404 for another company's subscription and changes nothing", async () => {
    const before = await t.ctx.db.select().from(connections);
    const res = await save({ ...KEYS, webhook_secret: 'x' }, 'en', outsider);
    expect(res.statusCode).toBe(404);
    const get = await call(t.app, {
      url: `/api/subscriptions/${subscriptionId}/connections/`,
      key: outsider,
    });
    expect(get.statusCode).toBe(404);
    expect(await t.ctx.db.select().from(connections)).toEqual(before);
  });
});
