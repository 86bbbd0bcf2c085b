import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createKlarnaSimulator, DEFAULT_MERCHANT } from '@portal/simulators/klarna/server';
import { createShopifySimulator } from '@portal/simulators/shopify/server';
import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { createVismaSimulator } from '@portal/simulators/visma/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../errors';
import { CONNECTORS } from '../registry';
import type { ConnectionSettings, Connector, ConnectorRuntime } from '../sdk/connector';
import {
  consoleBaseUrl,
  consoleGet,
  ConsoleRefusal,
  resourcePath,
  withinBase,
} from '../sdk/console';
import type { ApiLogEntry } from '../sdk/log';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const TOKEN = 'fortnox-console-token';

/** A connection's console as the server opens it: a log, no retries, a short timeout. */
function consoleOf(connector: Connector, settings: ConnectionSettings) {
  const log: ApiLogEntry[] = [];
  const runtime: ConnectorRuntime = {
    log: (entry) => log.push(entry),
    retries: 0,
    timeoutMs: 1_000,
    sleep: async () => {},
  };
  const get = (target: string) => consoleGet(connector, settings, runtime, target);
  const resource = (name: string, id?: string) =>
    get(resourcePath(connector.console!.resources[name]!, id));
  return { log, get, resource };
}

async function fortnox() {
  const sim = await createFortnoxSimulator({ tokens: [TOKEN] });
  closers.push(sim.close);
  const settings = { baseUrl: sim.url, credentials: { access_token: TOKEN } };
  return { sim, settings, ...consoleOf(CONNECTORS.ledgers.fortnox!, settings) };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return 'sent';
  } catch (error) {
    return error instanceof ConsoleRefusal ? error.reason : String(error);
  }
}

describe('the API console: what lies within a connection’s base URL', () => {
  const base = 'https://shop.example.se/store/';

  it('takes a path under the base, or the same address written in full', () => {
    expect(withinBase(base, 'wp-json/wc/v3/orders/7').toString()).toBe(
      'https://shop.example.se/store/wp-json/wc/v3/orders/7',
    );
    expect(withinBase(base, '/store/wp-json/wc/v3/orders?page=2#top').toString()).toBe(
      'https://shop.example.se/store/wp-json/wc/v3/orders?page=2',
    );
    expect(withinBase('https://api.fortnox.se', '3/invoices/1').pathname).toBe('/3/invoices/1');
  });

  it.each([
    ['another host', 'https://evil.example.com/store/x', 'host'],
    ['a look-alike host', 'https://shop.example.se.evil.com/store/x', 'host'],
    ['another port', 'https://shop.example.se:8443/store/x', 'host'],
    ['a protocol-relative address', '//evil.example.com/store/x', 'host'],
    ['another scheme', 'http://shop.example.se/store/x', 'scheme'],
    ['a file', 'file:///etc/passwd', 'scheme'],
    ['a script', 'javascript:alert(1)', 'scheme'],
    ['user info', 'https://user:pw@shop.example.se/store/x', 'userinfo'],
    ['user info hiding a host', 'https://shop.example.se@evil.com/store/x', 'userinfo'],
    ['a path beside the base', '/other/x', 'outside'],
    ['climbing out', '../../etc/passwd', 'traversal'],
    ['climbing out in the middle', 'wp-json/../../admin', 'traversal'],
    ['encoded dots', '%2e%2e/admin', 'traversal'],
    ['an encoded slash', 'wp-json%2f..%2fadmin', 'traversal'],
    ['a backslash', '..\\admin', 'invalid'],
    ['white space', 'wp-json/ x', 'invalid'],
    ['nothing', '   ', 'invalid'],
  ])('refuses %s', (_what, target, reason) => {
    expect(() => withinBase(base, target)).toThrow(ConsoleRefusal);
    try {
      withinBase(base, target);
    } catch (error) {
      expect((error as ConsoleRefusal).reason).toBe(reason);
    }
  });

  it('fills a resource’s id part by part, encoded, and wants one where the path has it', () => {
    expect(resourcePath('3/vouchers/{id}', 'A/12')).toBe('3/vouchers/A/12');
    expect(resourcePath('v1/payouts/{id}', 'po_1?x=1')).toBe('v1/payouts/po_1%3Fx%3D1');
    expect(resourcePath('v1/balance')).toBe('v1/balance');
    expect(() => resourcePath('3/invoices/{id}', '')).toThrow(ConsoleRefusal);
    expect(() => resourcePath('3/invoices/{id}', '../x')).toThrow(ConsoleRefusal);
  });

  it('declares resources within the base URL for every connector', () => {
    const all: Connector[] = [
      ...Object.values(CONNECTORS.apps),
      ...Object.values(CONNECTORS.ledgers),
    ];
    for (const connector of all) {
      const support = connector.console;
      expect(support, connector.id).toBeDefined();
      const settings = { baseUrl: connector.defaultBaseUrl, credentials: { shop: 'norrsken' } };
      const baseUrl = consoleBaseUrl(support!, settings);
      expect(baseUrl).not.toContain('{');
      for (const template of Object.values(support!.resources)) {
        expect(() => withinBase(baseUrl, resourcePath(template, '1'))).not.toThrow();
      }
    }
    expect(
      consoleBaseUrl(CONNECTORS.apps.shopify!.console!, {
        baseUrl: 'https://{shop}.myshopify.com',
        credentials: { shop: 'norrsken.myshopify.com' },
      }),
    ).toBe('https://norrsken.myshopify.com');
  });
});

describe('the API console against the simulators', () => {
  it('reads a Fortnox account through the transport, into the API log, token masked', async () => {
    const { resource, log } = await fortnox();
    const answer = await resource('accounts', '1930');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ Account: { Number: 1930 } });
    expect(answer.headers.get('content-type')).toContain('json');
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
    expect(log).toEqual([
      expect.objectContaining({
        method: 'GET',
        status: 200,
        url: expect.stringMatching(/\/3\/accounts\/1930$/),
      }),
    ]);
    expect(JSON.stringify(log)).not.toContain(TOKEN);
  });

  it('shows what the provider answered to a missing id, a bad token and a rate limit', async () => {
    const { sim, resource, get, settings } = await fortnox();
    const missing = await resource('invoices', '999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('ErrorInformation');

    const stranger = consoleOf(CONNECTORS.ledgers.fortnox!, {
      ...settings,
      credentials: { access_token: 'not-a-token' },
    });
    expect((await stranger.resource('company_information')).status).toBe(401);

    sim.faults.set({ tooManyRequests: { next: 1 } });
    const before = sim.requests();
    const limited = await get(`${sim.url}/3/financialyears`);
    expect(limited.status).toBe(429);
    // shown as it came: not repeated
    expect(sim.requests()).toBe(before + 1);
  });

  it('gives up on a provider that does not answer, as a transient failure', async () => {
    const { sim, resource } = await fortnox();
    sim.faults.set({ timeout: { next: 1 } });
    const error: unknown = await resource('financial_years').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({
      code: 'transient',
      message: expect.stringContaining('timed out'),
    });
  });

  it('refuses an outside address before anything is sent', async () => {
    const { sim, get, log } = await fortnox();
    const other = new URL(sim.url);
    other.port = String(Number(other.port) + 1);
    for (const target of [
      `${other.origin}/3/accounts/1930`,
      'http://example.com/3/accounts',
      `https://${new URL(sim.url).host}/3/accounts`,
      `http://user:pw@${new URL(sim.url).host}/3/accounts`,
      '3/accounts/../../../etc/passwd',
    ]) {
      expect(await refusal(get(target)), target).not.toBe('sent');
    }
    expect(sim.requests()).toBe(0);
    expect(log).toEqual([]);
  });

  it('reads Visma eEkonomi’s company settings', async () => {
    const sim = await createVismaSimulator({ tokens: ['visma-console'] });
    closers.push(sim.close);
    const { resource } = consoleOf(CONNECTORS.ledgers.visma!, {
      baseUrl: sim.url,
      credentials: { access_token: 'visma-console' },
    });
    const answer = await resource('company_settings');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(2);
  });

  it('reads a Stripe balance and shows a missing payout as Stripe’s 404, key hidden', async () => {
    const key = 'sk_test_console_4242';
    const sim = await createStripeSimulator({ keys: [key], seed: 3 });
    closers.push(sim.close);
    const { resource, log } = consoleOf(CONNECTORS.apps.stripe!, {
      baseUrl: sim.url,
      credentials: { secret_key: key },
    });
    const balance = await resource('balance');
    expect(balance.status).toBe(200);
    expect(JSON.parse(balance.body)).toMatchObject({ object: 'balance' });
    expect((await resource('payouts', 'po_missing')).status).toBe(404);
    expect(JSON.stringify(log)).not.toContain(key);
  });

  it('reads a Klarna payout’s transactions and a WooCommerce order', async () => {
    const klarna = await createKlarnaSimulator({ seed: 3 });
    closers.push(klarna.close);
    const settlements = consoleOf(CONNECTORS.apps.klarna!, {
      baseUrl: klarna.url,
      credentials: { username: DEFAULT_MERCHANT.username, password: DEFAULT_MERCHANT.password },
    });
    const transactions = await settlements.resource('transactions', 'none-such');
    expect(transactions.status).toBe(200);
    expect(JSON.parse(transactions.body)).toHaveProperty('transactions');

    const woo = await createWooSimulator({
      stores: [{ key: 'ck_console', secret: 'cs_console', orders: 3 }],
      seed: 5,
    });
    closers.push(woo.close);
    const store = consoleOf(CONNECTORS.apps.woocommerce!, {
      baseUrl: woo.url,
      credentials: { consumer_key: 'ck_console', consumer_secret: 'cs_console' },
    });
    const list = await store.get('wp-json/wc/v3/orders?per_page=1');
    const [first] = JSON.parse(list.body) as { id: number }[];
    const order = await store.resource('orders', String(first!.id));
    expect(order.status).toBe(200);
    expect(JSON.parse(order.body)).toMatchObject({ id: first!.id });
    expect(order.body).not.toContain('cs_console');
  });

  it('sends a Shopify read to the shop with its token, answered as the shop answers', async () => {
    const sim = await createShopifySimulator({
      shops: [{ token: 'shpat_console', domain: 'console', orders: 1, days: 1 }],
      seed: 1,
    });
    closers.push(sim.close);
    const { resource, log } = consoleOf(CONNECTORS.apps.shopify!, {
      baseUrl: sim.url,
      credentials: { shop: 'console', access_token: 'shpat_console' },
    });
    // the simulator serves GraphQL only: its REST answer is a 404, shown as such
    const answer = await resource('shop');
    expect(answer.status).toBe(404);
    expect(log[0]?.url).toMatch(/\/admin\/api\/[\d-]+\/shop\.json$/);
  });
});
