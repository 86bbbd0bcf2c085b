import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmDashboard } from '@portal/contracts/schemas/dashboard';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { NOW, seedFirm } from './firm-fixture';
import type { FirmFixture } from './firm-fixture';

let t: TestApp;
let f: FirmFixture;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  f = await seedFirm(t);
});
afterAll(() => t.close());

const get = (url: string, key: string) => call(t.app, { url, key, lang: 'en' });

describe('/overview', () => {
  it('sums the firm’s clients, health, tasks, this month’s time and kickbacks', async () => {
    const res = await get('/api/overview/', f.keys.master);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      firm: { id: expect.any(Number), name: 'Översikt Redovisning AB' },
      today: '2026-11-20',
      month: '2026-11',
      // Xylo has a failed element and a subscription in Error; Yngve and Zeta have none
      clients: { total: 3, with_problems: 1 },
      // Xylo 88 and 0, Zeta 75 (ADR 019); the other firm's client is not counted
      subscriptions: { total: 3, good: 1, fair: 1, poor: 1, error: 1 },
      // not the done one, not the other firm's; due yesterday is overdue
      tasks: { open: 3, overdue: 1 },
      // the running timer and last month's and the other firm's time are not counted;
      // (90 × 1500 + 45 × 1200 + 67 × 999.50 + 20 × 1200) kr / 60, rounded once
      time: { minutes: 252, billable_minutes: 222, billable_value: '4666.11' },
      // two paid invoices of 499 kr at 10 %
      kickbacks: {
        year: 2026,
        affiliate_type: 'kickback',
        tier: 'silver',
        earned: '99.80',
        paid: '0.00',
        pending: '99.80',
        outstanding: '0.00',
      },
    });
  });

  it('is the master accountant’s only, and another firm sees its own', async () => {
    expect((await get('/api/overview/', f.keys.partner)).statusCode).toBe(403);
    const other = await get('/api/overview/', f.keys.outsider);
    expect(other.json()).toMatchObject({
      firm: { name: 'Annan Byrå AB' },
      clients: { total: 1, with_problems: 1 },
      subscriptions: { total: 1, poor: 1, error: 1 },
      tasks: { open: 1, overdue: 1 },
      time: { minutes: 600, billable_value: '15000.00' },
      kickbacks: { affiliate_type: null, earned: '0.00' },
    });
  });
});

describe('the partner dashboard', () => {
  it('shows a partner their own hours this month and the firm’s kickbacks', async () => {
    const res = await get('/api/dashboard/?range=7d', f.keys.partner);
    const view = res.json<FirmDashboard>();
    expect(view.kind).toBe('firm');
    expect(view.clients.map((c) => c.company)).toEqual(['Zeta AB']);
    expect(view.partner).toEqual({
      month: '2026-11',
      // (60 + 7) × 999.50 kr + 20 × 1200 kr, over 60; 30 minutes not billable
      time: { minutes: 117, billable_minutes: 87, billable_value: '1516.11' },
      kickbacks: expect.objectContaining({ earned: '99.80', pending: '99.80', tier: 'silver' }),
    });
  });

  it('leaves the other accountants’ dashboards as they were', async () => {
    for (const key of [f.keys.master, f.keys.assistant]) {
      const view = (await get('/api/dashboard/', key)).json<FirmDashboard>();
      expect(view.kind).toBe('firm');
      expect(view.partner).toBeUndefined();
    }
  });
});
