import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRates } from '../../../db/schema/accountants';
import { createUser, signIn, signInOutsiders } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { caller, timeFirms } from '../../time-tracking/__tests__/time-fixtures';
import type { TimeFirms } from '../../time-tracking/__tests__/time-fixtures';

let t: TestApp;
let f: TimeFirms;

beforeAll(async () => {
  t = await createTestApp();
  f = await timeFirms(t, 'rates');
});
afterAll(() => t.close());

interface Rate {
  client: number;
  client_name: string;
  hourly_rate: string;
  is_default: boolean;
  updated_by: { name: string } | null;
}

describe('client rates', () => {
  it('lists every client the person sees at the consultation rate until one is set', async () => {
    const master = await caller(t, f.master.key).get('/api/client-rates/');
    expect(master.statusCode, master.body).toBe(200);
    const body = master.json<{ count: number; results: Rate[]; default_rate: string }>();
    expect(body.default_rate).toBe('1200.00');
    expect(body.results.map((r) => [r.client_name, r.hourly_rate, r.is_default])).toEqual([
      ['Alfa AB', '1200.00', true],
      ['Beta AB', '1200.00', true],
      ['Gamma AB', '1200.00', true],
    ]);
    // a partner accountant sees the clients assigned to them
    const partner = await caller(t, f.partner.key).get('/api/client-rates/');
    expect(partner.json<{ results: Rate[] }>().results.map((r) => r.client_name)).toEqual([
      'Alfa AB',
    ]);
  });

  it('sets, changes and resets a rate, and sorts and searches the list', async () => {
    const master = caller(t, f.master.key);
    const set = await master.put(`/api/client-rates/${f.beta}/`, { hourly_rate: '1450,50' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      client: f.beta,
      hourly_rate: '1450.50',
      is_default: false,
      updated_by: { name: 'Test Person' },
    });
    const changed = await master.put(`/api/client-rates/${f.beta}/`, { hourly_rate: '900' });
    expect(changed.json()).toMatchObject({ hourly_rate: '900.00', is_default: false });
    const sorted = await master.get('/api/client-rates/?ordering=-hourly_rate');
    expect(sorted.json<{ results: Rate[] }>().results.map((r) => r.hourly_rate)).toEqual([
      '1200.00',
      '1200.00',
      '900.00',
    ]);
    const found = await master.get('/api/client-rates/?search=beta');
    expect(found.json<{ count: number }>().count).toBe(1);

    const reset = await master.del(`/api/client-rates/${f.beta}/`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      hourly_rate: '1200.00',
      is_default: true,
      updated_by: null,
    });
    expect(await t.ctx.db.select().from(clientRates)).toEqual([]);
  });

  it('refuses amounts that are not a rate, in the caller’s language, and changes nothing', async () => {
    const master = caller(t, f.master.key);
    for (const hourly_rate of ['0', '-5', '12.345', '', 'ten', '100000', '1 200']) {
      const res = await master.put(`/api/client-rates/${f.alfa}/`, { hourly_rate });
      expect(res.statusCode, hourly_rate).toBe(400);
      expect(res.json().errors.hourly_rate[0], hourly_rate).toBeDefined();
    }
    const sv = await master.put(`/api/client-rates/${f.alfa}/`, { hourly_rate: '0' });
    expect(sv.json().errors.hourly_rate[0]).toBe(
      'Ange ett belopp i kronor större än noll, med högst två decimaler.',
    );
    const empty = await master.put(`/api/client-rates/${f.alfa}/`, { hourly_rate: '' }, 'en');
    expect(empty.json().errors.hourly_rate[0]).toBe('The Hourly rate field is required');
    expect(await t.ctx.db.select().from(clientRates)).toEqual([]);
  });

  it('answers 404 for another firm’s client and a client outside the partner’s scope', async () => {
    const partner = caller(t, f.partner.key);
    const outsider = caller(t, f.outsider.key);
    for (const [who, id] of [
      [partner, f.beta],
      [partner, f.delta],
      [outsider, f.alfa],
      [caller(t, f.master.key), 2_147_483_647],
    ] as const) {
      expect((await who.get(`/api/client-rates/${id}/`)).statusCode).toBe(404);
      expect((await who.put(`/api/client-rates/${id}/`, { hourly_rate: '1' })).statusCode).toBe(
        404,
      );
      expect((await who.del(`/api/client-rates/${id}/`)).statusCode).toBe(404);
    }
    expect(await t.ctx.db.select().from(clientRates)).toEqual([]);
    // the partner sets the rate of their own client
    const own = await partner.put(`/api/client-rates/${f.alfa}/`, { hourly_rate: '1100' });
    expect(own.json()).toMatchObject({ hourly_rate: '1100.00' });
    await partner.del(`/api/client-rates/${f.alfa}/`);
  });

  it('refuses an accountant outside any firm with its message, and every role without the permission', async () => {
    await createUser(t.ctx.db, { email: 'lone@rates.test', role: 'MasterAccountant' });
    const lone = await signIn(t.app, 'lone@rates.test');
    const res = await call(t.app, { url: '/api/client-rates/', key: lone, lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'no_active_firm' });

    const keys = await signInOutsiders(t.app, t.ctx.db, 'rates-roles');
    for (const [role, key] of Object.entries(keys)) {
      if (role === 'MasterAccountant' || role === 'PartnerAccountant') continue;
      const list = await call(t.app, { url: '/api/client-rates/', key });
      expect(list.statusCode, role).toBe(403);
      const put = await call(t.app, {
        method: 'PUT',
        url: `/api/client-rates/${f.alfa}/`,
        key,
        payload: { hourly_rate: '1' },
      });
      expect(put.statusCode, role).toBe(403);
    }
  });
});
