import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { timeEntries } from '../../../db/schema/accountants';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { caller, timeFirms } from './time-fixtures';
import type { TimeFirms } from './time-fixtures';

let t: TestApp;
let f: TimeFirms;

beforeAll(async () => {
  t = await createTestApp();
  f = await timeFirms(t, 'entries');
});
beforeEach(async () => {
  await t.ctx.db.delete(timeEntries);
  t.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(() => t.close());

interface Entry {
  id: number;
  minutes: number;
  client_name: string | null;
  description: string;
  user: { id: number };
  own: boolean;
}
interface EntryPage {
  count: number;
  next: string | null;
  results: Entry[];
  totals: { minutes: number; billable_minutes: number; value: string; billable_value: string };
}

const entry = (over: object = {}) => ({
  date: '2026-11-16',
  duration: '1:30',
  client: f.alfa,
  project: f.alfaProject.id,
  task: f.alfaProject.tasks[1],
  billable: true,
  description: 'Momsdeklaration oktober',
  ...over,
});

describe('manual time entries', () => {
  it('are entered in hours:minutes or minutes, changed and deleted by their author', async () => {
    const me = caller(t, f.partner.key);
    const created = await me.post('/api/time-entries/', entry());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      minutes: 90,
      client_name: 'Alfa AB',
      project_name: 'Bokslut Alfa',
      task_title: 'Moms',
      hourly_rate: '1200.00',
      value: '1800.00',
      own: true,
    });
    const id = created.json<Entry>().id;
    const minutes = await me.post('/api/time-entries/', entry({ duration: '45', task: null }));
    expect(minutes.json()).toMatchObject({ minutes: 45, value: '900.00' });

    const patched = await me.patch(`/api/time-entries/${id}/`, {
      duration: '2:00',
      billable: false,
    });
    expect(patched.json()).toMatchObject({ minutes: 120, billable: false, value: '2400.00' });
    // moved to internal time: no client, so no longer billable, at the consultation rate
    const internal = await me.patch(`/api/time-entries/${id}/`, {
      client: null,
      project: f.internalProject.id,
      task: null,
    });
    expect(internal.json()).toMatchObject({
      client: null,
      billable: false,
      project_name: 'Utbildning',
    });

    expect((await me.del(`/api/time-entries/${id}/`)).statusCode).toBe(204);
    expect((await me.get(`/api/time-entries/${id}/`)).statusCode).toBe(404);
  });

  it('refuses what cannot be, field by field, and records nothing', async () => {
    const me = caller(t, f.master.key);
    for (const [over, field] of [
      [{ duration: '0' }, 'duration'],
      [{ duration: '0:00' }, 'duration'],
      [{ duration: '24:01' }, 'duration'],
      [{ duration: '1441' }, 'duration'],
      [{ duration: '1:60' }, 'duration'],
      [{ duration: 'en timme' }, 'duration'],
      [{ duration: '' }, 'duration'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '2026-11-19' }, 'date'], // tomorrow
      [{ client: f.delta, project: null, task: null }, 'client'],
      [{ client: f.beta }, 'project'],
      [{ task: f.betaProject.tasks[0] }, 'task'],
      [{ project: null }, 'task'],
      [{ client: null, project: null, task: null, billable: true }, 'billable'],
      [{ description: 'x'.repeat(501) }, 'description'],
    ] as const) {
      const res = await me.post('/api/time-entries/', entry(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(over)).toContain(field);
    }
    const sv = await me.post('/api/time-entries/', entry({ duration: '25:00' }));
    expect(sv.json().errors.duration[0]).toBe('Formatet på Tid är ogiltigt');
    const future = await me.post('/api/time-entries/', entry({ date: '2026-11-19' }), 'en');
    expect(future.json().errors.date[0]).toBe('The date cannot be in the future.');
    expect(await t.ctx.db.select().from(timeEntries)).toEqual([]);
  });

  it('shows a partner their own time only, and lets nobody change another’s', async () => {
    const master = caller(t, f.master.key);
    const partner = caller(t, f.partner.key);
    const mine = (await partner.post('/api/time-entries/', entry())).json<Entry>();
    const masters = (
      await master.post('/api/time-entries/', entry({ duration: '15' }))
    ).json<Entry>();
    const onBeta = (
      await master.post(
        '/api/time-entries/',
        entry({ client: f.beta, project: f.betaProject.id, task: null, duration: '10' }),
      )
    ).json<Entry>();

    const partnerList = (await partner.get('/api/time-entries/')).json<EntryPage>();
    expect(partnerList.results.map((e) => e.id)).toEqual([mine.id]);
    expect((await partner.get(`/api/time-entries/${masters.id}/`)).statusCode).toBe(404);
    expect((await partner.get(`/api/time-entries/${onBeta.id}/`)).statusCode).toBe(404);
    expect((await partner.del(`/api/time-entries/${masters.id}/`)).statusCode).toBe(404);

    // the master accountant sees everyone's time in the firm, but changes only their own
    const masterList = (await master.get('/api/time-entries/')).json<EntryPage>();
    expect(masterList.count).toBe(3);
    expect(masterList.results.find((e) => e.id === mine.id)).toMatchObject({ own: false });
    const change = await master.patch(`/api/time-entries/${mine.id}/`, { description: 'x' }, 'en');
    expect(change.statusCode).toBe(403);
    expect(change.json().detail).toBe('You can only change and delete your own time entries.');
    expect((await master.del(`/api/time-entries/${mine.id}/`)).statusCode).toBe(403);

    // another firm's accountant finds none of it
    const outsider = caller(t, f.outsider.key);
    for (const id of [mine.id, masters.id]) {
      expect((await outsider.get(`/api/time-entries/${id}/`)).statusCode).toBe(404);
      expect(
        (await outsider.patch(`/api/time-entries/${id}/`, { description: 'x' })).statusCode,
      ).toBe(404);
      expect((await outsider.del(`/api/time-entries/${id}/`)).statusCode).toBe(404);
    }
    expect((await outsider.get('/api/time-entries/')).json<EntryPage>().count).toBe(0);
    expect((await master.get(`/api/time-entries/${mine.id}/`)).json()).toMatchObject({
      description: 'Momsdeklaration oktober',
    });
  });

  it('filters by person, client, project, billable and days, 50 to a page, with totals', async () => {
    const master = caller(t, f.master.key);
    const partner = caller(t, f.partner.key);
    await partner.post('/api/time-entries/', entry({ date: '2026-11-02', duration: '60' }));
    await master.post(
      '/api/time-entries/',
      entry({ date: '2026-11-10', duration: '30', billable: false }),
    );
    await master.post(
      '/api/time-entries/',
      entry({ client: f.beta, project: f.betaProject.id, task: null, duration: '20' }),
    );
    await master.post(
      '/api/time-entries/',
      entry({ client: null, project: null, task: null, billable: false, duration: '15' }),
    );
    const count = async (query: string) =>
      (await master.get(`/api/time-entries/?${query}`)).json<EntryPage>().count;
    expect(await count('')).toBe(4);
    expect(await count(`user=${f.partner.id}`)).toBe(1);
    expect(await count(`client=${f.alfa}`)).toBe(2);
    expect(await count(`project=${f.betaProject.id}`)).toBe(1);
    expect(await count('billable=true')).toBe(2);
    expect(await count('billable=false')).toBe(2);
    expect(await count('date_from=2026-11-03&date_to=2026-11-10')).toBe(1);
    expect(await count('search=beta')).toBe(1);
    const all = (await master.get('/api/time-entries/')).json<EntryPage>();
    expect(all.totals).toEqual({
      minutes: 125,
      billable_minutes: 80,
      value: '2500.00',
      billable_value: '1600.00',
    });
    const bad = await master.get('/api/time-entries/?billable=yes&date_from=2026-13-01');
    expect(bad.statusCode).toBe(400);

    await t.ctx.db.insert(timeEntries).values(
      Array.from({ length: 51 }, (_, i) => ({
        firmId: f.firmA,
        userId: f.master.id,
        companyId: f.gamma,
        date: '2026-10-01',
        minutes: i + 1,
        hourlyRate: 120_000,
      })),
    );
    const first = (await master.get(`/api/time-entries/?client=${f.gamma}`)).json<EntryPage>();
    expect(first.count).toBe(51);
    expect(first.results).toHaveLength(50);
    expect(first.next).toContain('offset=50');
    const second = (await master.get(first.next!)).json<EntryPage>();
    expect(second.results).toHaveLength(1);
  });
});
