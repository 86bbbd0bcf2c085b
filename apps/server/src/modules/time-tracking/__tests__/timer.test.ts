import { sql } from 'drizzle-orm';
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
  f = await timeFirms(t, 'timer');
});
beforeEach(async () => {
  await t.ctx.db.delete(timeEntries);
  // a Wednesday, 10:00 in Stockholm
  t.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(() => t.close());

interface Entry {
  id: number;
  minutes: number;
  running_since: string | null;
  hourly_rate: string | null;
  value: string;
  date: string;
  client: number | null;
}

describe('the timer', () => {
  it('runs one at a time per person, survives a reload, and stops with whole minutes', async () => {
    const me = caller(t, f.master.key);
    const idle = await me.get('/api/time-entries/timer/');
    expect(idle.json()).toEqual({ entry: null, now: '2026-11-18T09:00:00.000Z' });

    const started = await me.post('/api/time-entries/timer/', {
      client: f.alfa,
      project: f.alfaProject.id,
      task: f.alfaProject.tasks[0],
      description: 'Avstämning bank',
    });
    expect(started.statusCode, started.body).toBe(201);
    const first = started.json<{ entry: Entry; stopped: null }>();
    expect(first.stopped).toBeNull();
    expect(first.entry).toMatchObject({
      client: f.alfa,
      minutes: 0,
      running_since: '2026-11-18T09:00:00.000Z',
      hourly_rate: null,
      value: '0.00',
      date: '2026-11-18',
      billable: true,
      own: true,
    });

    // server state: a new page load finds the same timer
    t.clock.advance(61);
    const state = await me.get('/api/time-entries/timer/');
    expect(state.json()).toMatchObject({
      entry: { id: first.entry.id },
      now: '2026-11-18T09:01:01.000Z',
    });

    // starting another stops the first: 61 s is two started minutes
    const second = await me.post('/api/time-entries/timer/', { client: null });
    expect(second.statusCode).toBe(201);
    const body = second.json<{ entry: Entry; stopped: Entry }>();
    expect(body.stopped).toMatchObject({
      id: first.entry.id,
      minutes: 2,
      running_since: null,
      hourly_rate: '1200.00',
      value: '40.00',
    });
    expect(body.entry).toMatchObject({
      client: null,
      billable: false,
      running_since: expect.any(String),
    });

    t.clock.advance(5);
    const stopped = await me.post('/api/time-entries/timer/stop/');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ id: body.entry.id, minutes: 1, running_since: null });
    const none = await me.post('/api/time-entries/timer/stop/', {}, 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('No timer is running.');
  });

  it('keeps at most a day, counted on the day it started', async () => {
    const me = caller(t, f.partner.key);
    t.clock.set(new Date('2026-11-17T22:30:00Z')); // 23:30 in Stockholm
    await me.post('/api/time-entries/timer/', { client: f.alfa });
    t.clock.advance(30 * 3600);
    const stopped = await me.post('/api/time-entries/timer/stop/');
    expect(stopped.json()).toMatchObject({ minutes: 1440, date: '2026-11-17' });
  });

  it('values the time at the client’s rate when it stops, and keeps that rate afterwards', async () => {
    const me = caller(t, f.master.key);
    await me.post('/api/time-entries/timer/', { client: f.beta });
    await me.put(`/api/client-rates/${f.beta}/`, { hourly_rate: '1500' });
    t.clock.advance(30 * 60);
    const stopped = await me.post('/api/time-entries/timer/stop/');
    expect(stopped.json()).toMatchObject({ minutes: 30, hourly_rate: '1500.00', value: '750.00' });
    await me.put(`/api/client-rates/${f.beta}/`, { hourly_rate: '2000' });
    const later = await me.get(`/api/time-entries/${stopped.json<Entry>().id}/`);
    expect(later.json()).toMatchObject({ hourly_rate: '1500.00', value: '750.00' });
    await me.del(`/api/client-rates/${f.beta}/`);
  });

  it('is held to one per person by the database itself', async () => {
    await caller(t, f.partner.key).post('/api/time-entries/timer/', { client: f.alfa });
    const second = t.ctx.db.insert(timeEntries).values({
      firmId: f.firmA,
      userId: f.partner.id,
      date: '2026-11-18',
      runningSince: new Date(),
    });
    await expect(second).rejects.toThrow();
    const [running] = (
      (await t.ctx.db.execute(
        sql`select count(*)::int as n from time_entries where running_since is not null`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(running!.n).toBe(1);
  });

  it('refuses to start on what does not hold together, and starts nothing', async () => {
    const me = caller(t, f.partner.key);
    for (const [payload, field] of [
      [{ client: f.beta }, 'client'], // not assigned to the partner
      [{ client: f.delta }, 'client'], // another firm's
      [{ client: f.alfa, project: f.betaProject.id }, 'project'],
      [{ client: f.alfa, task: f.alfaProject.tasks[0] }, 'task'],
      [{ client: f.alfa, project: f.alfaProject.id, task: f.betaProject.tasks[0] }, 'task'],
      [{ client: null, billable: true }, 'billable'],
      [{ client: f.alfa, description: 'x'.repeat(501) }, 'description'],
    ] as const) {
      const res = await me.post('/api/time-entries/timer/', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    // the master accountant sees Beta's project, but it is not Alfa's
    const project = await caller(t, f.master.key).post(
      '/api/time-entries/timer/',
      { client: f.alfa, project: f.betaProject.id },
      'en',
    );
    expect(project.json().errors.project[0]).toBe('The project belongs to another client.');
    // the partner does not see Beta's project at all
    const unseen = await me.post(
      '/api/time-entries/timer/',
      { client: f.alfa, project: f.betaProject.id },
      'en',
    );
    expect(unseen.json().errors.project[0]).toBe('The chosen Project does not exist');
    expect((await me.get('/api/time-entries/timer/')).json().entry).toBeNull();
  });
});
