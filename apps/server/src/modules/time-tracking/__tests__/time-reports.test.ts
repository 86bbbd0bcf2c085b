import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries } from '../../../db/schema/accountants';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { caller, timeFirms } from './time-fixtures';
import type { TimeFirms } from './time-fixtures';

let t: TestApp;
let f: TimeFirms;

/**
 * Firm A's time: Alfa at 1,234.56 kr/h (three single minutes and a non-billable hour in November,
 * an hour in October at the old rate 1,000), Beta at the consultation rate, internal time.
 */
beforeAll(async () => {
  t = await createTestApp();
  f = await timeFirms(t, 'reports');
  t.clock.set(new Date('2026-11-18T09:00:00Z'));
  const master = caller(t, f.master.key);
  const partner = caller(t, f.partner.key);
  await master.put(`/api/client-rates/${f.alfa}/`, { hourly_rate: '1000' });
  await partner.post('/api/time-entries/', { date: '2026-10-30', duration: '60', client: f.alfa });
  await master.put(`/api/client-rates/${f.alfa}/`, { hourly_rate: '1234,56' });
  for (const date of ['2026-11-16', '2026-11-17', '2026-11-18'])
    await partner.post('/api/time-entries/', { date, duration: '1', client: f.alfa });
  await master.post('/api/time-entries/', {
    date: '2026-11-17',
    duration: '1:00',
    client: f.alfa,
    billable: false,
  });
  await master.post('/api/time-entries/', { date: '2026-11-09', duration: '2:30', client: f.beta });
  await master.post('/api/time-entries/', { date: '2026-11-17', duration: '45' });
}, 60_000);
afterAll(() => t.close());

describe('values, invoice basis and profitability', () => {
  it('multiplies time by the entries’ rates to the öre, rounding each total once', async () => {
    const partner = caller(t, f.partner.key);
    const page = await partner.get('/api/time-entries/?date_from=2026-11-01');
    const body = page.json<{ results: { value: string }[]; totals: object }>();
    // one minute at 1,234.56 kr/h is 20.576 kr: 20.58 an entry, but three of them are 61.73
    expect(body.results.map((e) => e.value)).toEqual(['20.58', '20.58', '20.58']);
    expect(body.totals).toEqual({
      minutes: 3,
      billable_minutes: 3,
      value: '61.73',
      billable_value: '61.73',
    });
  });

  it('gives the invoice basis per client and month: billable time only, at its rates', async () => {
    const master = caller(t, f.master.key);
    const res = await master.get('/api/time-entries/invoice-basis/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ count: number; results: object[]; totals: object }>();
    expect(body.results).toEqual([
      {
        client: f.alfa,
        client_name: 'Alfa AB',
        month: '2026-11',
        entries: 3,
        minutes: 3,
        hourly_rate: '1234.56',
        value: '61.73',
      },
      {
        client: f.beta,
        client_name: 'Beta AB',
        month: '2026-11',
        entries: 1,
        minutes: 150,
        hourly_rate: '1200.00',
        value: '3000.00',
      },
      {
        client: f.alfa,
        client_name: 'Alfa AB',
        month: '2026-10',
        entries: 1,
        minutes: 60,
        hourly_rate: '1000.00',
        value: '1000.00',
      },
    ]);
    expect(body.totals).toEqual({ minutes: 213, value: '4061.73' });
    const october = await master.get(
      '/api/time-entries/invoice-basis/?month_from=2026-10&month_to=2026-10',
    );
    expect(october.json<{ count: number }>().count).toBe(1);
    const alfa = await master.get(
      `/api/time-entries/invoice-basis/?client=${f.alfa}&ordering=month`,
    );
    expect(alfa.json<{ results: { month: string }[] }>().results.map((r) => r.month)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    const backwards = await master.get(
      '/api/time-entries/invoice-basis/?month_from=2026-11&month_to=2026-10',
    );
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['month_to']);
    // the partner's clients: Alfa, everyone's time on it (the client is invoiced as a whole)
    const partner = await caller(t, f.partner.key).get('/api/time-entries/invoice-basis/');
    expect(partner.json<{ results: { client: number }[] }>().results.map((r) => r.client)).toEqual([
      f.alfa,
      f.alfa,
    ]);
    expect(
      (await caller(t, f.outsider.key).get('/api/time-entries/invoice-basis/')).json().count,
    ).toBe(0);
  });

  it('shows client profitability: fees against the value of the time spent', async () => {
    const master = caller(t, f.master.key);
    const res = await master.get(
      '/api/time-entries/profitability/?date_from=2026-11-01&date_to=2026-11-30',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ results: object[]; totals: object; date_from: string }>();
    expect(body.results).toEqual([
      {
        client: f.alfa,
        client_name: 'Alfa AB',
        hourly_rate: '1234.56',
        minutes: 63,
        billable_minutes: 3,
        billable_value: '61.73',
        // 63 minutes at 1,234.56 kr/h
        time_value: '1296.29',
        write_off: '1234.56',
        // 61.73 kr over 1.05 hours
        effective_rate: '58.79',
        realisation: 4.8,
      },
      {
        client: f.beta,
        client_name: 'Beta AB',
        hourly_rate: '1200.00',
        minutes: 150,
        billable_minutes: 150,
        billable_value: '3000.00',
        time_value: '3000.00',
        write_off: '0.00',
        effective_rate: '1200.00',
        realisation: 100,
      },
      {
        client: f.gamma,
        client_name: 'Gamma AB',
        hourly_rate: '1200.00',
        minutes: 0,
        billable_minutes: 0,
        billable_value: '0.00',
        time_value: '0.00',
        write_off: '0.00',
        effective_rate: null,
        realisation: null,
      },
    ]);
    expect(body.totals).toMatchObject({ minutes: 213, billable_value: '3061.73' });
    const byRate = await master.get(
      '/api/time-entries/profitability/?date_from=2026-11-01&ordering=-effective_rate',
    );
    expect(
      byRate.json<{ results: { client_name: string }[] }>().results.map((r) => r.client_name),
    ).toEqual(['Beta AB', 'Alfa AB', 'Gamma AB']);
    // this year so far by default
    const year = (await master.get('/api/time-entries/profitability/')).json();
    expect(year).toMatchObject({ date_from: '2026-01-01', date_to: '2026-11-18' });
  });

  it('shows a week Monday to Sunday with each day’s time, and another’s week to the master only', async () => {
    const partner = caller(t, f.partner.key);
    const res = await partner.get('/api/time-entries/week/?date=2026-11-18');
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json<{
      start: string;
      end: string;
      days: { date: string; minutes: number; entries: unknown[] }[];
      totals: object;
    }>();
    expect([week.start, week.end]).toEqual(['2026-11-16', '2026-11-22']);
    expect(week.days.map((d) => [d.date, d.minutes])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-17', 1],
      ['2026-11-18', 1],
      ['2026-11-19', 0],
      ['2026-11-20', 0],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
    ]);
    expect(week.totals).toMatchObject({ minutes: 3, billable_value: '61.73' });
    const master = caller(t, f.master.key);
    const theirs = await master.get(`/api/time-entries/week/?date=2026-11-22&user=${f.partner.id}`);
    expect(theirs.json()).toMatchObject({ start: '2026-11-16', totals: { minutes: 3 } });
    expect((await partner.get(`/api/time-entries/week/?user=${f.master.id}`)).statusCode).toBe(404);
    expect((await master.get(`/api/time-entries/week/?user=${f.outsider.id}`)).statusCode).toBe(
      404,
    );
  });

  it('offers pickers of what the person sees', async () => {
    const partner = (await caller(t, f.partner.key).get('/api/time-entries/options/')).json();
    expect(partner.clients).toEqual([{ id: f.alfa, name: 'Alfa AB', hourly_rate: '1234.56' }]);
    expect(partner.projects.map((p: { name: string }) => p.name)).toEqual([
      'Bokslut Alfa',
      'Utbildning',
    ]);
    expect(partner.tasks).toHaveLength(2);
    expect(partner.people).toEqual([{ id: f.partner.id, name: 'Test Person' }]);
    const master = (await caller(t, f.master.key).get('/api/time-entries/options/')).json();
    expect(master.clients).toHaveLength(3);
    expect(master.people).toHaveLength(2);
  });

  it('keeps another firm’s entries apart', async () => {
    const rows = await t.ctx.db.select().from(timeEntries);
    expect(rows.every((r) => r.firmId === f.firmA)).toBe(true);
  });
});
