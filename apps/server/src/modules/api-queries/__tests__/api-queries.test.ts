import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { ROLES } from '@portal/contracts/roles';
import type { ApiQueryResult, ApiQueryTarget } from '@portal/contracts/schemas/api-queries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogs } from '../../../db/schema/engine';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertCompany } from '../../companies/companies.repository';
import { apiLogWriter } from '../../engine/api-log';
import { insertConnection } from '../../engine/connections.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

const TOKEN = 'fortnox-console-secret';

let t: TestApp;
let sim: FortnoxSimulator;
const keys: Record<string, string> = {};
const ids = { booked: 0, sie: 0 };

/**
 * Nordlys Handel's WooCommerce shop books into Fortnox (the simulator) and Söder Kiosk's into a
 * SIE file; Söder's shop has no connection yet.
 */
beforeAll(async () => {
  t = await createTestApp({ syncRequestTimeoutMs: 1_000 });
  sim = await createFortnoxSimulator({ tokens: [TOKEN] });
  const db = t.ctx.db;
  for (const [i, role] of ROLES.entries()) {
    const email = `${role.toLowerCase()}@console.test`;
    await createUser(db, {
      email,
      role,
      ...(role === 'Owner' ? { companies: [`55990000${String(i).padStart(2, '0')}`] } : {}),
    });
    keys[role] = await signIn(t.app, email);
  }
  const nordlys = await insertCompany(db, {
    name: 'Nordlys Handel AB',
    organizationNumber: '556111-0001',
  });
  const soder = await insertCompany(db, {
    name: 'Söder Kiosk AB',
    organizationNumber: '556111-0002',
  });
  const subscription = (companyId: number, accounting: string) =>
    insertSubscription(db, {
      companyId,
      application: 'woocommerce',
      accounting,
      status: 'Active',
      startDate: '2026-01-01',
    });
  const booked = await subscription(nordlys.id, 'fortnox');
  const sie = await subscription(soder.id, 'sie');
  await insertConnection(db, {
    subscriptionId: booked.id,
    side: 'accounting',
    connectorId: 'fortnox',
    baseUrl: sim.url,
    credentials: { access_token: TOKEN },
  });
  await insertConnection(db, {
    subscriptionId: booked.id,
    side: 'app',
    connectorId: 'woocommerce',
    baseUrl: 'http://127.0.0.1:9',
    credentials: { consumer_key: 'ck_console', consumer_secret: 'cs_console' },
  });
  Object.assign(ids, { booked: booked.id, sie: sie.id });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

const staff = () => keys.Inhouse!;

function post(path: string, payload: object, lang?: string) {
  return call(t.app, {
    method: 'POST',
    url: `/api/api-queries/${path}/`,
    key: staff(),
    payload,
    ...(lang ? { lang } : {}),
  });
}

async function result(path: string, payload: object): Promise<ApiQueryResult> {
  const res = await post(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiQueryResult>();
}

const fortnox = (extra: object) => ({ subscription_id: ids.booked, side: 'accounting', ...extra });

describe('choosing a subscription', () => {
  it('finds subscriptions by company name, with their systems', async () => {
    const res = await call(t.app, {
      url: '/api/api-queries/subscriptions/?search=nordlys',
      key: staff(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        expect.objectContaining({
          id: ids.booked,
          company: 'Nordlys Handel AB',
          application: 'woocommerce',
          accounting: 'fortnox',
          status: 'Active',
        }),
      ],
    });
    const all = await call(t.app, { url: '/api/api-queries/subscriptions/?limit=1', key: staff() });
    expect(all.json()).toMatchObject({ count: 2, results: [{ company: 'Nordlys Handel AB' }] });
  });

  it('says what each side can be asked, and why the SIE file cannot', async () => {
    const booked = await call(t.app, {
      url: `/api/api-queries/subscriptions/${ids.booked}/`,
      key: staff(),
    });
    const target = booked.json<ApiQueryTarget>();
    expect(target.sides.map((s) => [s.side, s.connector_id, s.unavailable])).toEqual([
      ['app', 'woocommerce', null],
      ['accounting', 'fortnox', null],
    ]);
    expect(target.sides[1]!.resources).toContainEqual({ name: 'accounts', takes_id: true });
    expect(target.sides[1]!.resources).toContainEqual({
      name: 'company_information',
      takes_id: false,
    });

    const sie = await call(t.app, {
      url: `/api/api-queries/subscriptions/${ids.sie}/`,
      key: staff(),
    });
    expect(
      sie.json<ApiQueryTarget>().sides.map((s) => [s.side, s.unavailable, s.resources]),
    ).toEqual([
      ['app', 'not_connected', []],
      ['accounting', 'no_http_api', []],
    ]);
    const none = await call(t.app, { url: '/api/api-queries/subscriptions/999999/', key: staff() });
    expect(none.statusCode).toBe(404);
  });
});

describe('retrieve', () => {
  it('reads a Fortnox account through the connection and logs the call like the engine’s', async () => {
    const answer = await result('retrieve', fortnox({ resource: 'accounts', id: '1930' }));
    expect(answer).toMatchObject({
      method: 'GET',
      status: 200,
      outcome: 'ok',
      json: true,
      truncated: false,
    });
    expect(answer.url).toBe(`${sim.url}/3/accounts/1930`);
    expect(answer.headers['content-type']).toContain('application/json');
    // pretty-printed
    expect(answer.body).toMatch(/^\{\n {2}"Account": \{/);
    expect(JSON.parse(answer.body)).toMatchObject({ Account: { Number: 1930 } });

    await apiLogWriter(t.ctx.db).flush();
    const logged = await t.ctx.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.subscriptionId, ids.booked));
    expect(logged).toContainEqual(
      expect.objectContaining({
        connectorId: 'fortnox',
        method: 'GET',
        url: `${sim.url}/3/accounts/1930`,
        status: 200,
      }),
    );
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  it('shows the provider’s 404 and 429 as its status with what they mean', async () => {
    const missing = await result('retrieve', fortnox({ resource: 'invoices', id: '999999' }));
    expect(missing).toMatchObject({ status: 404, outcome: 'not_found' });
    expect(missing.body).toContain('ErrorInformation');

    sim.faults.set({ tooManyRequests: { next: 1 } });
    const limited = await result('retrieve', fortnox({ resource: 'financial_years' }));
    expect(limited).toMatchObject({ status: 429, outcome: 'rate_limited' });
    sim.faults.clear();
  });

  it('reports a provider that does not answer as a timeout, without a status', async () => {
    sim.faults.set({ timeout: { next: 1 } });
    const silent = await result('retrieve', fortnox({ resource: 'company_information' }));
    expect(silent).toMatchObject({ status: null, outcome: 'timeout', body: '' });
    sim.faults.clear();
    // nobody listens on the shop's port
    const shop = await result('retrieve', {
      subscription_id: ids.booked,
      side: 'app',
      resource: 'orders',
      id: '1',
    });
    expect(shop).toMatchObject({ status: null, outcome: 'unreachable' });
  });

  it('refuses an unknown resource, a missing id and a bad id in the caller’s language', async () => {
    const unknown = await post('retrieve', fortnox({ resource: 'payouts', id: '1' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ resource: ['Fortnox har ingen sådan resurs.'] });
    const en = await post('retrieve', fortnox({ resource: 'payouts', id: '1' }), 'en');
    expect(en.json().errors).toEqual({ resource: ['Fortnox has no such resource.'] });

    const noId = await post('retrieve', fortnox({ resource: 'invoices' }));
    expect(noId.json().errors).toEqual({ id: ['Resursen behöver ett id.'] });
    for (const id of ['../../etc/passwd', 'a b', 'x'.repeat(129)]) {
      const bad = await post('retrieve', fortnox({ resource: 'invoices', id }));
      expect(bad.statusCode, id).toBe(400);
      expect(Object.keys(bad.json().errors), id).toEqual(['id']);
    }
  });

  it('says the SIE file has no API, and 404 for a subscription that does not exist', async () => {
    const sie = await post('retrieve', {
      subscription_id: ids.sie,
      side: 'accounting',
      resource: 'vouchers',
      id: '1',
    });
    expect(sie.statusCode).toBe(400);
    expect(sie.json().errors.side[0]).toMatch(/^SIE-filen har inget API/);
    const none = await post('retrieve', {
      subscription_id: 999_999,
      side: 'app',
      resource: 'orders',
      id: '1',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'not_found', detail: 'Hittades inte.' });
  });
});

describe('retrieve by URL', () => {
  it('reads a path, or a full address, within the connection’s base URL', async () => {
    const relative = await result('retrieve-url', fortnox({ url: '3/accounts/1930' }));
    expect(relative).toMatchObject({ status: 200, url: `${sim.url}/3/accounts/1930` });
    const absolute = await result('retrieve-url', fortnox({ url: `${sim.url}/3/financialyears` }));
    expect(absolute.status).toBe(200);
  });

  it('refuses an address outside it, saying why, and sends nothing', async () => {
    const before = sim.requests();
    const host = new URL(sim.url).host;
    const cases: [string, RegExp][] = [
      ['http://example.com/3/accounts', /annan server än anslutningens bas-URL \(http:\/\/127/],
      [`https://${host}/3/accounts`, /samma protokoll/],
      [`http://staff:pw@${host}/3/accounts`, /användarnamn eller lösenord/],
      ['3/accounts/../../admin', /får inte innehålla \.\./],
      ['file:///etc/passwd', /samma protokoll/],
    ];
    for (const [url, message] of cases) {
      const res = await post('retrieve-url', fortnox({ url }));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.url[0], url).toMatch(message);
      expect(res.json().errors.url[0]).toMatch(/Ingenting skickades\.$/);
    }
    const en = await post('retrieve-url', fortnox({ url: 'http://example.com/' }), 'en');
    expect(en.json().errors.url[0]).toMatch(/^The address points at another server/);
    expect(sim.requests()).toBe(before);
  });

  it('refuses a request body over 16 KiB in the caller’s language', async () => {
    const res = await post('retrieve-url', fortnox({ url: `3/${'a'.repeat(17 * 1024)}` }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'validation_error',
      detail: 'Frågan är för stor: den får vara högst 16 KiB.',
    });
    const long = await post('retrieve-url', fortnox({ url: `3/${'a'.repeat(3000)}` }));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['url']);
  });
});

describe('get-base-url', () => {
  it('shows where the connection’s requests go', async () => {
    const res = await post('get-base-url', fortnox({}));
    expect(res.json()).toEqual({ base_url: sim.url });
    const sie = await post('get-base-url', { subscription_id: ids.sie, side: 'app' });
    expect(sie.json().errors).toEqual({
      side: ['WooCommerce är inte anslutet ännu, så det finns inget att fråga.'],
    });
  });
});

describe('who may use the console', () => {
  it('answers 403 to every role but in-house staff, on every endpoint', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/api-queries/subscriptions/' },
      { method: 'GET' as const, url: `/api/api-queries/subscriptions/${ids.booked}/` },
      {
        method: 'POST' as const,
        url: '/api/api-queries/retrieve/',
        payload: fortnox({ resource: 'accounts', id: '1930' }),
      },
      {
        method: 'POST' as const,
        url: '/api/api-queries/retrieve-url/',
        payload: fortnox({ url: '3/accounts' }),
      },
      { method: 'POST' as const, url: '/api/api-queries/get-base-url/', payload: fortnox({}) },
    ];
    const before = sim.requests();
    for (const role of ROLES.filter((r) => r !== 'Inhouse')) {
      for (const request of requests) {
        const res = await call(t.app, { ...request, key: keys[role] });
        expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
      }
    }
    expect(sim.requests()).toBe(before);
    for (const request of requests) {
      const res = await call(t.app, request);
      expect(res.statusCode).toBe(401);
    }
  });
});
