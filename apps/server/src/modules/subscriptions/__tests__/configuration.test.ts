import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import type { WooSimulator } from '@portal/simulators/woocommerce/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let woo: WooSimulator;
let owner: string;
let id: number;
const KEYS = { consumer_key: 'ck_configure', consumer_secret: 'cs_configure', webhook_secret: 'w' };

beforeAll(async () => {
  t = await createTestApp();
  woo = await createWooSimulator({
    stores: [{ key: KEYS.consumer_key, secret: KEYS.consumer_secret, orders: 3 }],
  });
  const user = await createUser(t.ctx.db, {
    email: 'configure@owner.se',
    companies: ['556700-0001'],
  });
  owner = await signIn(t.app, 'configure@owner.se');
  const companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  id = (
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

const get = () => call(t.app, { url: `/api/subscriptions/${id}/configuration/`, key: owner });
const save = (body: Record<string, unknown>, lang = 'en') =>
  call(t.app, {
    method: 'PUT',
    url: `/api/subscriptions/${id}/configuration/`,
    key: owner,
    lang,
    payload: body,
  });

describe('the Configure tab', () => {
  it('starts from the BAS defaults', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      posting_model: 'per_order',
      accounts: { clearing: '1580', bank: '1930', revenue25: '3001', vat25: '2611' },
      names: { '1580': 'Fordringar för kontokort och kuponger' },
    });
  });

  it('asks for every mandatory account and four digits, and stores nothing on a refusal', async () => {
    const { accounts } = (await get()).json();
    const missing = await save({ posting_model: 'per_order', accounts: { ...accounts, bank: '' } });
    expect(missing.json().errors.accounts).toEqual(['Please fill out all mandatory accounts.']);
    const sv = await save(
      { posting_model: 'per_order', accounts: { ...accounts, bank: '' } },
      'sv',
    );
    expect(sv.json().errors.accounts).toEqual(['Fyll i alla obligatoriska konton.']);
    const digits = await save({
      posting_model: 'per_order',
      accounts: { ...accounts, bank: '19300' },
    });
    expect(digits.json().errors.accounts).toEqual(['An account number has four digits.']);
  });

  it('confirms an account outside its BAS range before it is used (SPEC §5)', async () => {
    const { accounts } = (await get()).json();
    const mapped = { ...accounts, clearing: '1910', revenue25: '3051' };
    const refused = await save({ posting_model: 'per_payout', accounts: mapped });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'accounts.clearing': [
        'The Clearing account account lies outside the expected range 1500–1699. Confirm if it is right.',
      ],
    });
    const [unchanged] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(unchanged!.postingModel).toBe('per_order');

    const saved = await save({
      posting_model: 'per_payout',
      accounts: mapped,
      confirmed: ['clearing'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      posting_model: 'per_payout',
      accounts: { clearing: '1910', revenue25: '3051' },
    });
  });

  it('shows how the shop’s latest real order is booked with the saved accounts', async () => {
    await call(t.app, {
      method: 'PUT',
      url: `/api/subscriptions/${id}/connections/app/`,
      key: owner,
      payload: { credentials: KEYS, base_url: woo.url },
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${id}/preview/recent/`,
      key: owner,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.found).toBe(true);
    const accounts = body.documents.flatMap((d: { rows: { account: string }[] }) =>
      d.rows.map((r) => r.account),
    );
    expect(accounts).toContain('1910');
    expect(accounts).not.toContain('1580');
    for (const document of body.documents as { rows: { debit: string; credit: string }[] }[]) {
      const sum = document.rows.reduce(
        (s, r) => s + Math.round(Number(r.debit) * 100) - Math.round(Number(r.credit) * 100),
        0,
      );
      expect(sum).toBe(0);
    }
  });

  it('says so when the app is not connected', async () => {
    const other = await insertSubscription(t.ctx.db, {
      companyId: (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
        .companyId,
      application: 'woocommerce',
      accounting: 'sie',
      status: 'Pending',
      startDate: '2026-11-01',
    });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${other.id}/preview/recent/`,
      key: owner,
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The preview could not be fetched: connect the app first.');
  });
});
