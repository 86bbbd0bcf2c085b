import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { NOW, seedFirm } from '../../firm-overview/__tests__/firm-fixture';
import type { FirmFixture } from '../../firm-overview/__tests__/firm-fixture';

let t: TestApp;
let f: FirmFixture;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  f = await seedFirm(t);
});
afterAll(() => t.close());

const get = (url: string, key: string) => call(t.app, { url, key, lang: 'en' });
const names = async (query: string, key = f.keys.master) => {
  const res = await get(`/api/client-portfolio/${query}`, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: PortfolioClient[] }>().results.map((c) => c.name);
};

describe('/client-portfolio', () => {
  it('shows each client’s health, lag, problems, accountants, time and fees this year', async () => {
    const res = await get('/api/client-portfolio/', f.keys.master);
    const page = res.json<{ count: number; year: number; results: PortfolioClient[] }>();
    expect(page.count).toBe(3);
    expect(page.year).toBe(2026);
    const [xylo, yngve, zeta] = page.results;
    expect(xylo).toEqual({
      company_id: f.clients.xylo,
      name: 'Xylo AB',
      organization_number: '556200-0001',
      subscriptions: 2,
      health: { worst: { score: 0, band: 'poor' }, average: 44 },
      lag_seconds: 600,
      last_processed_date: new Date(NOW.getTime() - 600_000).toISOString(),
      problems: { entries: 1, error_subscriptions: 1 },
      accountants: [{ id: f.people.assistant, name: 'Anna Test' }],
      // October's hour counts for the year; fees: the two invoices paid this year, net
      year: { minutes: 150, billable_minutes: 150, billable_value: '3750.00', fees: '998.00' },
    });
    expect(yngve).toMatchObject({
      health: null,
      lag_seconds: null,
      last_processed_date: null,
      problems: { entries: 0, error_subscriptions: 0 },
      accountants: [],
      year: { minutes: 45, billable_value: '900.00', fees: '0.00' },
    });
    expect(zeta).toMatchObject({
      health: { worst: { score: 75, band: 'fair' }, average: 75 },
      lag_seconds: 72_000,
      accountants: [{ id: f.people.partner, name: 'Pelle Test' }],
      // the running timer is not counted yet
      year: { minutes: 97, billable_minutes: 67, billable_value: '1116.11' },
    });
  });

  it('filters by health band, problems, accountant and search, sorts and pages', async () => {
    expect(await names('?band=poor')).toEqual(['Xylo AB']);
    expect(await names('?band=fair')).toEqual(['Zeta AB']);
    expect(await names('?band=none')).toEqual(['Yngve AB']);
    expect(await names('?band=good')).toEqual([]);
    expect(await names('?problems=true')).toEqual(['Xylo AB']);
    expect(await names('?problems=false')).toEqual(['Yngve AB', 'Zeta AB']);
    expect(await names(`?accountant=${f.people.partner}`)).toEqual(['Zeta AB']);
    expect(await names('?search=zet')).toEqual(['Zeta AB']);
    expect(await names('?search=556200-0002')).toEqual(['Yngve AB']);
    expect(await names('?ordering=-hours')).toEqual(['Xylo AB', 'Zeta AB', 'Yngve AB']);
    expect(await names('?ordering=health')).toEqual(['Xylo AB', 'Zeta AB', 'Yngve AB']);
    expect(await names('?ordering=-name')).toEqual(['Zeta AB', 'Yngve AB', 'Xylo AB']);
    const page = await get('/api/client-portfolio/?limit=1&offset=1', f.keys.master);
    expect(page.json()).toMatchObject({ count: 3, results: [{ name: 'Yngve AB' }] });
    expect(page.json<{ next: string }>().next).toContain('offset=2');
  });

  it('refuses an accountant of another firm, and bad filters, with 404 and 400', async () => {
    const outsider = await get(
      `/api/client-portfolio/?accountant=${f.people.outsider}`,
      f.keys.master,
    );
    expect(outsider.statusCode).toBe(404);
    const bad = await get('/api/client-portfolio/?band=excellent', f.keys.master);
    expect(bad.statusCode).toBe(400);
  });

  it('shows a partner only their assigned clients; another client is not found', async () => {
    expect(await names('', f.keys.partner)).toEqual(['Zeta AB']);
    const mine = await get(`/api/client-portfolio/${f.clients.zeta}/`, f.keys.partner);
    expect(mine.json()).toMatchObject({
      name: 'Zeta AB',
      subscription_rows: [{ status: 'Active', health: { score: 75 } }],
    });
    for (const [key, id] of [
      [f.keys.partner, f.clients.xylo],
      [f.keys.outsider, f.clients.xylo],
      [f.keys.master, f.clients.outside],
    ] as const) {
      expect((await get(`/api/client-portfolio/${id}/`, key)).statusCode).toBe(404);
    }
  });

  it('lists the firm’s accountants for the filter', async () => {
    const res = await get('/api/client-portfolio/accountants/', f.keys.partner);
    expect(res.json()).toEqual([
      { id: f.people.assistant, name: 'Anna Test' },
      { id: f.people.master, name: 'Maja Test' },
      { id: f.people.partner, name: 'Pelle Test' },
    ]);
  });
});
