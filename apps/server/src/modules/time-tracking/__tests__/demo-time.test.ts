import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
const keys: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db, t.clock.now());
  for (const who of ['master', 'partner']) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { identifier: `${who}@example.com`, password: DEMO_PASSWORD },
    });
    keys[who] = res.json<{ key: string }>().key;
  }
}, 120_000);
afterAll(() => t.close());

const get = (who: string, url: string) => call(t.app, { url, key: keys[who] });

describe('the demo firm’s time', () => {
  it('has rates for its three clients, one of them its own', async () => {
    const rates = await get('master', '/api/client-rates/');
    const rows = rates.json<{ results: { client_name: string; hourly_rate: string }[] }>().results;
    expect(rows.map((r) => [r.client_name, r.hourly_rate])).toEqual([
      ['Lindqvist Bygg & Järn AB', '1200.00'],
      ['Norrsken Handel AB', '1450.00'],
      ['Skärgårdens Kaffe AB', '1200.00'],
    ]);
  });

  it('has four weeks of both accountants’ time, billable and not, internal too, and no timer', async () => {
    const all = await get('master', '/api/time-entries/?limit=500');
    const body = all.json<{
      count: number;
      results: { user: { name: string }; client: number | null; billable: boolean; date: string }[];
    }>();
    expect(body.count).toBeGreaterThan(60);
    expect(new Set(body.results.map((e) => e.user.name))).toEqual(
      new Set(['Magnus Mästare', 'Petra Partner']),
    );
    expect(body.results.some((e) => e.client === null)).toBe(true);
    expect(body.results.some((e) => e.client !== null && !e.billable)).toBe(true);
    const days = body.results.map((e) => e.date).sort();
    const span = (Date.parse(days.at(-1)!) - Date.parse(days[0]!)) / 86_400_000;
    expect(span).toBeGreaterThanOrEqual(24);
    for (const who of ['master', 'partner'])
      expect((await get(who, '/api/time-entries/timer/')).json().entry).toBeNull();
    // the partner sees their own time, on Lindqvist Bygg and internal
    const partner = await get('partner', '/api/time-entries/?limit=500');
    const names = partner.json<{ results: { client_name: string | null }[] }>().results;
    expect(new Set(names.map((e) => e.client_name))).toEqual(
      new Set(['Lindqvist Bygg & Järn AB', null]),
    );
  });

  it('shows the clients’ profitability and what to invoice', async () => {
    const basis = await get('master', '/api/time-entries/invoice-basis/');
    expect(basis.json<{ count: number }>().count).toBeGreaterThanOrEqual(3);
    const profit = await get('master', `/api/time-entries/profitability/?date_from=2000-01-01`);
    const rows = profit.json<{ results: { client_name: string; billable_value: string }[] }>();
    expect(rows.results.every((r) => Number(r.billable_value) > 0)).toBe(true);
  });
});
