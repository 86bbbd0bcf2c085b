import { createFortnoxSimulator } from '@portal/simulators/fortnox/server';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertConnection } from '../../engine/connections.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let woo: WooSimulator;
let fortnox: FortnoxSimulator;
let owner: string;
let companyId: number;
const ORGANISATION = '556611-2233';
const NOW = new Date('2026-11-20T10:00:00Z');
const SHOP = { consumer_key: 'ck_check', consumer_secret: 'cs_check', webhook_secret: 'wh' };
let ledgerToken = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  woo = await createWooSimulator({
    stores: [{ key: SHOP.consumer_key, secret: SHOP.consumer_secret, orders: 0, profile: 'plain' }],
    now: () => t.clock.now().getTime(),
  });
  // five paid orders three weeks back, twelve in the last two days
  woo.state.addOrders(SHOP.consumer_key, 5, NOW.getTime() - 21 * 86_400_000);
  woo.state.addOrders(SHOP.consumer_key, 12, NOW.getTime() - 2 * 86_400_000);
  fortnox = await createFortnoxSimulator({ now: () => t.clock.now().getTime() });
  const user = await createUser(t.ctx.db, { email: 'check@owner.se', companies: [ORGANISATION] });
  companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  owner = await signIn(t.app, 'check@owner.se');
});
afterAll(async () => {
  await woo.close();
  await fortnox.close();
  await t.close();
});

/** A pending WooCommerce subscription booking into its own simulated Fortnox company. */
async function pending(accounting: 'fortnox' | 'sie' = 'fortnox') {
  const sub = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting,
    status: 'Pending',
    startDate: '2026-11-13',
  });
  await insertConnection(t.ctx.db, {
    subscriptionId: sub.id,
    side: 'app',
    connectorId: 'woocommerce',
    baseUrl: woo.url,
    credentials: SHOP,
  });
  if (accounting === 'sie') return { id: sub.id, tenant: undefined };
  const token = `fortnox-check-${++ledgerToken}`;
  const tenant = fortnox.state.addTenant(token);
  tenant.company = { name: 'Bolag 1 AB', organisationNumber: `16${ORGANISATION}` };
  await insertConnection(t.ctx.db, {
    subscriptionId: sub.id,
    side: 'accounting',
    connectorId: 'fortnox',
    baseUrl: fortnox.url,
    credentials: {
      access_token: token,
      refresh_token: 'unused',
      client_id: 'portal-client',
      client_secret: 'portal-secret',
    },
  });
  return { id: sub.id, tenant };
}

const check = (id: number, lang = 'en', body: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/activation/check/`,
    key: owner,
    lang,
    payload: body,
  });
const activate = (id: number, lang = 'en') =>
  call(t.app, {
    method: 'POST',
    url: `/api/subscriptions/${id}/activate/`,
    key: owner,
    lang,
    payload: { start_date: '2026-11-14', accept_terms: true, terms_version: '2026-11' },
  });
const statuses = (body: { checks: { key: string; status: string }[] }) =>
  Object.fromEntries(body.checks.map((c) => [c.key, c.status]));
const statusOf = async (id: number) =>
  (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

describe('the check before activation', () => {
  it('passes every check on a well-set-up ledger and shows the dry run it would book', async () => {
    const { id } = await pending();
    const res = await check(id, 'sv');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checks.map((c: { key: string }) => c.key)).toEqual([
      'connections',
      'organisation_number',
      'accounts',
      'write',
      'dry_run',
    ]);
    expect(statuses(body)).toEqual({
      connections: 'passed',
      organisation_number: 'passed',
      accounts: 'passed',
      write: 'passed',
      dry_run: 'passed',
    });
    expect(body.blocked).toBe(false);
    expect(body.checks[1].detail).toBe(
      `Bokföringen tillhör Bolag 1 AB (org.nr 16${ORGANISATION}), samma bolag.`,
    );
    expect(body.checks[2].detail).toBe(
      'Alla 18 konton som prenumerationen bokför på finns och är aktiva i Fortnox, och ett räkenskapsår täcker 2026-11-20.',
    );
    expect(body.checks[3].detail).toBe('Fortnox tar emot verifikationer från 2026-11-13.');
    const [voucher] = body.checks[4].documents;
    expect(voucher).toMatchObject({ type: 'voucher', reasons: [] });
    expect(voucher.rows.map((r: { account: string }) => r.account)).toContain('1580');
    expect(body.checks[4].detail).toMatch(
      /^Order .+ skulle bokföras så här, och Fortnox godtar det\.$/,
    );

    expect((await activate(id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('Active');
  });

  it('fails a ledger of another company and refuses to activate, naming both', async () => {
    const { id, tenant } = await pending();
    tenant!.company = { name: 'Fel Bolag AB', organisationNumber: '559988-7766' };
    const body = (await check(id, 'sv')).json();
    expect(statuses(body).organisation_number).toBe('failed');
    expect(body.blocked).toBe(true);
    const detail =
      'Bokföringen tillhör Fel Bolag AB (org.nr 559988-7766), men bolaget är Bolag 1 AB ' +
      `(org.nr ${ORGANISATION}). Koppla bolagets egen bokföring.`;
    expect(body.checks[1].detail).toBe(detail);

    const refused = await activate(id, 'sv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      `Kontrollen före aktivering stoppar aktiveringen: ${detail}`,
    );
    expect(await statusOf(id)).toBe('Pending');
  });

  it('fails a mapped account the ledger lacks or has closed, and refuses to activate', async () => {
    const { id, tenant } = await pending();
    tenant!.accounts.delete(6351);
    tenant!.accounts.get(3740)!.Active = false;
    const body = (await check(id)).json();
    expect(statuses(body)).toMatchObject({ organisation_number: 'passed', accounts: 'failed' });
    expect(body.checks[2].detail).toBe(
      'Missing in Fortnox: 6351 (Chargebacks (disputes)). Inactive in Fortnox: 3740 (Rounding).',
    );
    const refused = await activate(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^The check before activation stops it: Missing in/);
    expect(await statusOf(id)).toBe('Pending');
  });

  it("words what the ledger would refuse of the dry run in the reader's language", async () => {
    const { id, tenant } = await pending();
    tenant!.accounts.delete(1580);
    const sv = (await check(id, 'sv')).json();
    expect(statuses(sv).dry_run).toBe('failed');
    expect(sv.checks[4].documents[0].reasons).toEqual(['Konto 1580 finns inte i Fortnox']);
    const en = (await check(id, 'en')).json();
    expect(en.checks[4].documents[0].reasons).toEqual(['Account 1580 does not exist in Fortnox']);
  });

  it('advises, without refusing, when the books are locked past the start date', async () => {
    const { id, tenant } = await pending();
    tenant!.lockedUntil = '2026-11-15';
    const body = (await check(id, 'en', { start_date: '2026-11-14' })).json();
    expect(statuses(body)).toMatchObject({ write: 'failed', dry_run: 'passed' });
    expect(body.checks[3].detail).toBe(
      'The books are locked up to and including 2026-11-15: nothing can be booked from the start date 2026-11-14.',
    );
    expect(body.blocked).toBe(false);
  });

  it('skips the ledger checks for a SIE file, and still dry-runs the latest order', async () => {
    const { id } = await pending('sie');
    // no start date: the subscription's own
    const body = (await check(id)).json();
    expect(statuses(body)).toEqual({
      connections: 'passed',
      organisation_number: 'skipped',
      accounts: 'skipped',
      write: 'skipped',
      dry_run: 'passed',
    });
    expect(body.checks[1].detail).toBe(
      'Skipped: the portal writes the SIE file itself, there is no accounting to read.',
    );
    expect(body.checks[4].detail).toMatch(/and the SIE file accepts it\.$/);
  });
});

describe('the import estimate', () => {
  const estimate = (id: number, start: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${id}/activation/estimate/`,
      key: owner,
      payload: { start_date: start },
    });

  it("counts the shop's orders since the start date and paces them at Fortnox's rate", async () => {
    const { id } = await pending();
    const recent = (await estimate(id, '2026-11-13')).json();
    // 12 vouchers, 2 requests each; Fortnox's bucket: 2 at once, then 4.6 a second
    expect(recent).toEqual({
      start_date: '2026-11-13',
      orders: 12,
      unit: 'orders',
      documents_per_order: 1,
      requests: 24,
      seconds: Math.ceil((24 - 2) / 4.6),
    });
    expect((await estimate(id, '2026-10-20')).json()).toMatchObject({ orders: 17, requests: 34 });
  });

  it('books summaries per day at most once a day, and a SIE file sets no pace', async () => {
    const { id } = await pending();
    await t.ctx.db
      .update(subscriptions)
      .set({ postingModel: 'per_day' })
      .where(eq(subscriptions.id, id));
    // twelve orders on the 18th, from the 18th to the 20th: at most one summary a day
    expect((await estimate(id, '2026-11-18')).json()).toMatchObject({
      orders: 12,
      requests: 6,
      documents_per_order: 0.25,
    });
    const sie = await pending('sie');
    expect((await estimate(sie.id, '2026-11-13')).json()).toMatchObject({
      orders: 12,
      requests: 0,
      seconds: null,
    });
  });
});
