import { readFileSync } from 'node:fs';
import { sharedFixture } from '@portal/connectors/testing/shared-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let ownerKey = '';
let otherKey = '';
let companyId = 0;
let shopify = 0;
let woo = 0;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.ctx.db, {
    email: 'owner@subs.test',
    companies: ['556400-0001'],
  });
  await createUser(t.ctx.db, { email: 'other@subs.test', companies: ['556400-0002'] });
  companyId = (await companiesOfUser(t.ctx.db, owner.id))[0]!.id;
  shopify = (
    await insertSubscription(t.ctx.db, {
      companyId,
      application: 'shopify',
      accounting: 'fortnox',
      status: 'Active',
      isLive: true,
      startDate: '2026-01-01',
      createdBy: owner.id,
      accountMapping: { clearing: '1581' },
    })
  ).id;
  woo = (
    await insertSubscription(t.ctx.db, {
      companyId,
      application: 'woocommerce',
      accounting: 'sie',
      startDate: '2026-01-01',
    })
  ).id;
  ownerKey = await signIn(t.app, 'owner@subs.test');
  otherKey = await signIn(t.app, 'other@subs.test');
});
afterAll(() => t.close());

describe('subscriptions of a company (SPEC §3, §7)', () => {
  it('lists the active company’s subscriptions with their SPEC §3 fields', async () => {
    const res = await call(t.app, { url: '/api/subscriptions/', key: ownerKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      {
        id: shopify,
        company_id: companyId,
        company: 'Bolag 1 AB',
        application: 'shopify',
        application_name: 'Shopify',
        accounting_name: 'Fortnox',
        status: 'Active',
        is_live: true,
        user_email: 'owner@subs.test',
        user_role: 'Owner',
        payment_interval: 'monthly',
        last_processed_date: null,
      },
      { id: woo, application_name: 'WooCommerce', accounting_name: 'SIE-fil', status: 'Pending' },
    ]);
    const byId = await call(t.app, {
      url: `/api/subscriptions/?company_id=${companyId}`,
      key: ownerKey,
    });
    expect(byId.json()).toHaveLength(2);
  });

  it('does not show another company’s subscriptions', async () => {
    const res = await call(t.app, {
      url: `/api/subscriptions/?company_id=${companyId}`,
      key: otherKey,
    });
    expect(res.statusCode).toBe(404);
    const own = await call(t.app, { url: '/api/subscriptions/', key: otherKey });
    expect(own.json()).toEqual([]);
  });
});

describe('booking preview (POST subscriptions/{id}/preview/)', () => {
  it('previews a WooCommerce order as its webhook delivers it', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${woo}/preview/`,
      key: ownerKey,
      payload: {
        entity: 'order',
        payload: {
          id: 5001,
          number: '5001',
          currency: 'SEK',
          date_created: '2026-11-20T14:02:11',
          total: '368.00',
          line_items: [{ name: 'Kaffe', quantity: 2, total: '200.00', total_tax: '24.00' }],
          shipping_lines: [{ method_title: 'PostNord', total: '115.20', total_tax: '28.80' }],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ documents: { rows: unknown[] }[]; warnings: unknown[] }>();
    expect(body.warnings).toEqual([]);
    expect(body.documents[0]!.rows).toEqual([
      { account: '3002', debit: '0.00', credit: '200.00', description: 'Försäljning 12 % moms' },
      { account: '3520', debit: '0.00', credit: '115.20', description: 'Frakt' },
      { account: '2621', debit: '0.00', credit: '24.00', description: 'Utgående moms 12 %' },
      { account: '2611', debit: '0.00', credit: '28.80', description: 'Utgående moms 25 %' },
      { account: '1580', debit: '368.00', credit: '0.00', description: 'Order 5001' },
    ]);
  });

  const order = JSON.parse(readFileSync(sharedFixture('shopify', 'order.json'), 'utf8')) as object;

  it('shows what the engine would book, with the subscription’s own accounts', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${shopify}/preview/`,
      key: ownerKey,
      payload: { entity: 'order', payload: order },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      documents: { currency: string; rows: { account: string; debit: string; credit: string }[] }[];
      warnings: { code: string }[];
    }>();
    expect(body.documents[0]!.currency).toBe('USD');
    expect(body.documents[0]!.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: '1581', debit: '409.94', credit: '0.00' }),
        expect.objectContaining({ account: '2631', debit: '0.00', credit: '11.94' }),
      ]),
    );
    expect(body.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['total_mismatch', 'currency_rate_missing']),
    );
  });

  it('says why a payload cannot be read, and where preview is not there yet', async () => {
    const bad = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${shopify}/preview/`,
      key: ownerKey,
      lang: 'en',
      payload: { entity: 'order', payload: { id: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toMatch(
      /^The object sent cannot be read as an order: /,
    );
    const woocommerce = await call(t.app, {
      method: 'POST',
      url: `/api/subscriptions/${woo}/preview/`,
      key: ownerKey,
      lang: 'en',
      payload: { entity: 'payout', payload: {} },
    });
    expect(woocommerce.json()).toMatchObject({
      detail: 'Preview is not available for WooCommerce yet.',
    });
  });
});
