import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../../../db/schema/events';
import { createUser, signIn, signInOutsiders } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertFirm } from '../../companies/companies.repository';

let t: TestApp;
let staff = '';
let firmId = 0;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@payouts.test', role: 'Inhouse' });
  firmId = (await insertFirm(t.ctx.db, { name: 'Kickback Redovisning AB' })).id;
  staff = await signIn(t.app, 'staff@payouts.test');
});
afterAll(() => t.close());

const today = () => t.clock.now().toISOString().slice(0, 10);
const post = (url: string, payload: object, locale = 'sv') =>
  call(t.app, {
    method: 'POST',
    url,
    key: staff,
    payload,
    headers: { 'accept-language': locale },
  });

describe('firm payouts', () => {
  it('are entered by hand, changed while pending, marked paid once, and then locked', async () => {
    const created = await post('/api/payouts/', {
      firm: firmId,
      invoice_number: 'KB-2026-10',
      amount: '1250,50',
      date: today(),
      note: 'Oktober',
    });
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json<{ id: number }>();
    expect(payout).toMatchObject({
      firm_name: 'Kickback Redovisning AB',
      status: 'pending',
      amount: '1250.50',
      source: 'manual',
      paid_date: null,
      created_by: { name: 'Test Person' },
    });

    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/payouts/${payout.id}/`,
      key: staff,
      payload: { amount: '1300' },
    });
    expect(patched.json()).toMatchObject({ amount: '1300.00' });

    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const early = await post(`/api/payouts/${payout.id}/paid/`, { paid_date: future });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.paid_date[0]).toBe('Betaldatum kan inte ligga i framtiden.');

    const paid = await post(`/api/payouts/${payout.id}/paid/`, { paid_date: today() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paid_date: today() });

    // money that left is not changed, paid again or removed
    const again = await post(`/api/payouts/${payout.id}/paid/`, { paid_date: today() }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already paid/);
    const change = await call(t.app, {
      method: 'PATCH',
      url: `/api/payouts/${payout.id}/`,
      key: staff,
      payload: { amount: '1' },
    });
    expect(change.statusCode).toBe(409);
    const remove = await call(t.app, {
      method: 'DELETE',
      url: `/api/payouts/${payout.id}/`,
      key: staff,
    });
    expect(remove.statusCode).toBe(409);

    const events = await t.ctx.db
      .select({ action: eventLog.action })
      .from(eventLog)
      .where(and(eq(eventLog.entity, 'firm_payout'), eq(eventLog.entityId, String(payout.id))));
    expect(events.map((e) => e.action).sort()).toEqual(['created', 'paid', 'updated']);
  });

  it('refuses amounts, dates and firms that cannot be, and changes nothing', async () => {
    const base = { firm: firmId, invoice_number: '', amount: '100', date: today(), note: '' };
    for (const [payload, field] of [
      [{ ...base, amount: '0' }, 'amount'],
      [{ ...base, amount: '-5' }, 'amount'],
      [{ ...base, amount: '12.345' }, 'amount'],
      [{ ...base, amount: '' }, 'amount'],
      [{ ...base, date: '2026-02-30' }, 'date'],
      [{ ...base, firm: 2_147_483_647 }, 'firm'],
    ] as const) {
      const res = await post('/api/payouts/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field], field).toBeDefined();
    }
    const english = await post('/api/payouts/', { ...base, amount: 'ten' }, 'en');
    expect(english.json().errors.amount[0]).toMatch(/amount in kronor/);
    const list = await call(t.app, { url: '/api/payouts/?status=pending', key: staff });
    expect(list.json().count).toBe(0);
  });

  it('lists by firm and status with the totals of the selection', async () => {
    for (const amount of ['100', '200.25', '300']) {
      const res = await post('/api/payouts/', {
        firm: firmId,
        invoice_number: `KB-${amount}`,
        amount,
        date: today(),
        note: '',
      });
      expect(res.statusCode).toBe(201);
    }
    const page = await call(t.app, {
      url: '/api/payouts/?status=pending&ordering=amount&limit=2',
      key: staff,
    });
    const body = page.json<{
      count: number;
      results: { amount: string }[];
      totals: { pending: string; paid: string };
    }>();
    expect(body.count).toBe(3);
    expect(body.results.map((r) => r.amount)).toEqual(['100.00', '200.25']);
    expect(body.totals).toEqual({ pending: '600.25', paid: '0.00' });
    const all = await call(t.app, { url: '/api/payouts/?search=Kickback', key: staff });
    expect(all.json().totals).toEqual({ pending: '600.25', paid: '1300.00' });
  });

  it('answers 403 to every role but in-house staff', async () => {
    const keys = await signInOutsiders(t.app, t.ctx.db, 'payouts');
    for (const [role, key] of Object.entries(keys)) {
      for (const [method, url] of [
        ['GET', '/api/payouts/'],
        ['POST', '/api/payouts/'],
        ['GET', '/api/payouts/1/'],
        ['PATCH', '/api/payouts/1/'],
        ['POST', '/api/payouts/1/paid/'],
        ['DELETE', '/api/payouts/1/'],
      ] as const) {
        const payload =
          method === 'POST' || method === 'PATCH'
            ? {
                firm: firmId,
                invoice_number: '',
                amount: '1',
                date: today(),
                note: '',
                paid_date: today(),
              }
            : undefined;
        const res = await call(t.app, { method, url, key, payload });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
