import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { monthlyBalanceSheet, scheduleWorld } from './schedule-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof scheduleWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2021-11-15T10:00:00Z'));
  w = await scheduleWorld(t, 'sched');
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key = w.keys.master,
  lang = 'sv',
) => call(t.app, { method, url: `/api/report-schedules${url}`, key, payload, lang });
const get = (url: string, key = w.keys.master) =>
  call(t.app, { url: `/api/report-schedules${url}`, key });
const create = async (body: object, company = w.handel.id, key = w.keys.master) => {
  const res = await send('POST', `/?company=${company}`, body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('creating a schedule', () => {
  it('keeps what was entered and says when it runs next, in Stockholm time', async () => {
    const schedule = await create(monthlyBalanceSheet);
    expect(schedule).toMatchObject({
      company: { id: w.handel.id, name: 'sched Handel AB' },
      owner: { id: w.master.id, name: 'Test Person' },
      name: 'Månadsrapport',
      template: 'balance_sheet',
      sections: [],
      budget: null,
      format: 'pdf',
      data_period: 'last_month',
      frequency: 'monthly',
      time: '07:00',
      day_of_week: null,
      day_of_month: 1,
      to: ['vd@kund.se', 'ekonomi@kund.se'],
      cc: ['revisor@byran.se'],
      bcc: ['arkiv@byran.se'],
      locale: 'sv',
      active: true,
      // 1 December 07:00 CET
      next_run_at: '2021-12-01T06:00:00.000Z',
      last_run_at: null,
      last_status: null,
    });
  });

  it('keeps only the day its frequency uses, and "last" as the last day', async () => {
    const weekly = await create({
      ...monthlyBalanceSheet,
      frequency: 'weekly',
      day_of_week: 5,
      day_of_month: 12,
    });
    expect(weekly).toMatchObject({ day_of_week: 5, day_of_month: null });
    // Friday 19 November 2021
    expect(weekly.next_run_at).toBe('2021-11-19T06:00:00.000Z');
    const last = await create({
      ...monthlyBalanceSheet,
      frequency: 'quarterly',
      day_of_month: 'last',
      day_of_week: 3,
    });
    expect(last).toMatchObject({ day_of_week: null, day_of_month: 'last' });
    expect(last.next_run_at).toBe('2022-01-31T06:00:00.000Z');
  });

  it('keeps the chosen sections of a custom report and the budget of a budget analysis', async () => {
    const custom = await create({
      ...monthlyBalanceSheet,
      template: 'custom',
      sections: ['budget_analysis', 'balance_sheet', 'balance_sheet'],
      budget: w.budget.id,
    });
    expect(custom.sections).toEqual(['balance_sheet', 'budget_analysis']);
    expect(custom.budget).toEqual({ id: w.budget.id, name: 'Budget 2021', year: 2021 });
    // a balance sheet has no use for a budget: none is kept
    const plain = await create({ ...monthlyBalanceSheet, budget: w.budget.id });
    expect(plain.budget).toBeNull();
  });

  it('refuses what is missing or wrong, field by field, in the caller’s language', async () => {
    const res = await send('POST', `/?company=${w.handel.id}`, {
      ...monthlyBalanceSheet,
      name: ' ',
      time: '7.00',
      frequency: 'weekly',
      day_of_week: null,
      cc: ['revisor@byran.se', 'inte-en-adress'],
      to: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['Fältet Namn är obligatoriskt'],
      time: ['Formatet på Klockslag är ogiltigt'],
      cc: ['Kopia måste vara en giltig e-postadress'],
      to: ['Fältet Till är obligatoriskt'],
      day_of_week: ['Fältet Veckodag är obligatoriskt'],
    });
    const custom = await send(
      'POST',
      `/?company=${w.handel.id}`,
      { ...monthlyBalanceSheet, template: 'custom', sections: [], day_of_month: null },
      w.keys.master,
      'en',
    );
    expect(custom.json().errors).toEqual({
      sections: ['The Sections field is required'],
      day_of_month: ['The Day of month field is required'],
    });
    const budget = await send('POST', `/?company=${w.handel.id}`, {
      ...monthlyBalanceSheet,
      template: 'budget_analysis',
    });
    expect(Object.keys(budget.json().errors)).toEqual(['budget']);
    const foreign = await send(
      'POST',
      `/?company=${w.handel.id}`,
      { ...monthlyBalanceSheet, template: 'budget_analysis', budget: w.outsideBudget.id },
      w.keys.master,
      'en',
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ budget: ['The chosen Budget does not exist'] });
  });
});

describe('who sees which schedules', () => {
  let bygg: { id: number };
  beforeAll(async () => {
    bygg = await create({ ...monthlyBalanceSheet, name: 'Byggrapport' }, w.bygg.id, w.keys.partner);
  });

  it('lists a company’s schedules to everyone who sees its ledger, and no one else', async () => {
    const byPartner = (await get(`/?company=${w.bygg.id}`, w.keys.partner)).json();
    expect(byPartner.results.map((s: { name: string }) => s.name)).toEqual(['Byggrapport']);
    // the master sees the partner's schedule of the firm's client, and in-house staff do too
    for (const key of [w.keys.master, w.keys.staff]) {
      const seen = await get(`/${bygg.id}/`, key);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().owner.name).toBe('Test Person');
    }
    // the partner is not assigned Handel; another firm sees neither
    expect((await get(`/?company=${w.handel.id}`, w.keys.partner)).statusCode).toBe(404);
    expect((await get(`/${bygg.id}/`, w.keys.other)).statusCode).toBe(404);
    expect((await send('DELETE', `/${bygg.id}/`, undefined, w.keys.other)).statusCode).toBe(404);
    expect((await send('POST', `/${bygg.id}/send/`, undefined, w.keys.other)).statusCode).toBe(404);
    const edit = await send('PUT', `/${bygg.id}/`, monthlyBalanceSheet, w.keys.other);
    expect(edit.statusCode).toBe(404);
    const pause = await send('PATCH', `/${bygg.id}/`, { active: false }, w.keys.other);
    expect(pause.statusCode).toBe(404);
    expect((await get(`/${bygg.id}/runs/`, w.keys.other)).statusCode).toBe(404);
    expect((await get(`/${bygg.id}/`)).json()).toMatchObject({ name: 'Byggrapport', active: true });
    expect((await get(`/?company=${w.outside.id}`)).statusCode).toBe(404);
    const elsewhere = await send('POST', `/?company=${w.outside.id}`, monthlyBalanceSheet);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses the company owner: scheduled reports are the accountants’ tool', async () => {
    const res = await get(`/?company=${w.handel.id}`, w.keys.owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
    expect(
      (await send('POST', `/?company=${w.handel.id}`, monthlyBalanceSheet, w.keys.owner))
        .statusCode,
    ).toBe(403);
  });

  it('searches and sorts a company’s list, 50 to a page', async () => {
    const page = (await get(`/?company=${w.handel.id}&search=månad&ordering=-next_run_at`)).json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    const times = page.results.map((s: { next_run_at: string }) => s.next_run_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(`/?company=${w.handel.id}&ordering=owner`)).statusCode).toBe(400);
  });
});

describe('changing a schedule', () => {
  it('saves a new timetable and works out the next run again', async () => {
    const schedule = await create(monthlyBalanceSheet);
    const res = await send('PUT', `/${schedule.id}/`, {
      ...monthlyBalanceSheet,
      name: 'Kvartalsrapport',
      frequency: 'daily',
      time: '18:30',
      format: 'xlsx',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Kvartalsrapport',
      frequency: 'daily',
      format: 'xlsx',
      day_of_month: null,
      next_run_at: '2021-11-15T17:30:00.000Z',
    });
  });

  it('pauses, and resumes from the next due time after now', async () => {
    const schedule = await create({ ...monthlyBalanceSheet, frequency: 'daily' });
    const paused = await send('PATCH', `/${schedule.id}/`, { active: false });
    expect(paused.json().active).toBe(false);
    // resumed after the next morning's run time: that one is not made up
    t.clock.set(new Date('2021-11-16T07:00:00Z'));
    const resumed = (await send('PATCH', `/${schedule.id}/`, { active: true })).json();
    expect(resumed).toMatchObject({ active: true, next_run_at: '2021-11-17T06:00:00.000Z' });
    t.clock.set(new Date('2021-11-15T10:00:00Z'));
    expect((await send('PATCH', `/${schedule.id}/`, {})).statusCode).toBe(400);
  });

  it('deletes a schedule with its history', async () => {
    const schedule = await create(monthlyBalanceSheet);
    expect((await send('DELETE', `/${schedule.id}/`)).statusCode).toBe(204);
    expect((await get(`/${schedule.id}/`)).statusCode).toBe(404);
    expect((await get(`/${schedule.id}/runs/`)).statusCode).toBe(404);
  });
});

describe('budgets to choose from', () => {
  it('are the company’s own', async () => {
    const res = await get(`/budgets/?company=${w.handel.id}`);
    expect(res.json()).toEqual({ results: [{ id: w.budget.id, name: 'Budget 2021', year: 2021 }] });
    expect((await get(`/budgets/?company=${w.outside.id}`)).statusCode).toBe(404);
  });
});
