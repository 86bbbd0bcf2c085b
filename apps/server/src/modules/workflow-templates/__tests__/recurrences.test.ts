import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, projectTasks, workflowRecurrences } from '../../../db/schema/accountants';
import { signIn } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { runDueRecurrences } from '../recurrence-runs.service';
import { CLOSE, caller, twoFirms } from './fixtures';

let t: TestApp;
let firms: Awaited<ReturnType<typeof twoFirms>>;
let master: ReturnType<typeof caller>;
let partner: ReturnType<typeof caller>;
let outsider: ReturnType<typeof caller>;
let templateId = 0;

interface Recurrence {
  id: number;
  next_period_start: string;
  next_period: string;
  next_project_on: string;
  active: boolean;
  last_project: { id: number; name: string } | null;
}

/** Moves the clock to a day in Sweden; sessions are signed in again, as they expire with it. */
async function at(day: string) {
  t.clock.set(new Date(`${day}T09:00:00Z`));
  master = caller(t, await signIn(t.app, 'master@rec.test'));
  partner = caller(t, await signIn(t.app, 'partner@rec.test'));
  outsider = caller(t, await signIn(t.app, 'outsider@rec.test'));
}
const base = () => `/api/workflow-templates/${templateId}/recurrences/`;

beforeAll(async () => {
  t = await createTestApp();
  firms = await twoFirms(t, 'rec');
  await at('2026-12-10');
  const created = await master.post('/api/workflow-templates/', CLOSE);
  templateId = created.json<{ id: number }>().id;
});
afterAll(() => t.close());

async function recurrenceProjects(recurrenceId: number) {
  return t.ctx.db
    .select({
      id: projects.id,
      name: projects.name,
      period: projects.period,
      start: projects.startDate,
      end: projects.endDate,
    })
    .from(projects)
    .where(eq(projects.recurrenceId, recurrenceId))
    .orderBy(asc(projects.period));
}

async function add(payload: object) {
  const res = await master.post(base(), payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Recurrence>();
}

describe('recurrences', () => {
  it('make the next month’s project once its lead days begin, exactly once', async () => {
    const made = await add({
      client: firms.one.id,
      frequency: 'monthly',
      first_period_start: '2027-01-01',
    });
    // lead days default to 14: January's project is made on 18 December
    expect(made).toMatchObject({
      lead_days: 14,
      active: true,
      next_period_start: '2027-01-01',
      next_period: '2027-01',
      next_project_on: '2026-12-18',
      last_project: null,
      client: { id: firms.one.id, name: 'Bolag Ett AB' },
    });
    await at('2026-12-17');
    expect(await runDueRecurrences(t.ctx)).toBe(0);
    await at('2026-12-18');
    expect(await runDueRecurrences(t.ctx)).toBe(1);
    expect(await runDueRecurrences(t.ctx)).toBe(0);
    const [january] = await recurrenceProjects(made.id);
    expect(january).toMatchObject({
      name: 'Månadsbokslut 2027-01 – Bolag Ett AB',
      period: '2027-01',
      start: '2027-01-01',
      end: '2027-01-31',
    });
    const due = await t.ctx.db
      .select({ title: projectTasks.title, due: projectTasks.dueDate })
      .from(projectTasks)
      .where(eq(projectTasks.projectId, january!.id))
      .orderBy(asc(projectTasks.position));
    expect(due.map((task) => task.due)).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-13',
      '2027-01-31',
    ]);
    const [listed] = (await master.get(base())).json<Recurrence[]>();
    expect(listed).toMatchObject({
      next_period: '2027-02',
      next_project_on: '2027-01-18',
      last_project: { id: january!.id, name: 'Månadsbokslut 2027-01 – Bolag Ett AB' },
    });

    // three runs at once, months late: each missed period is made once and the next one waits
    await at('2027-04-20');
    const counts = await Promise.all([
      runDueRecurrences(t.ctx),
      runDueRecurrences(t.ctx),
      runDueRecurrences(t.ctx),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect((await recurrenceProjects(made.id)).map((p) => [p.period, p.start])).toEqual([
      ['2027-01', '2027-01-01'],
      ['2027-02', '2027-02-01'],
      ['2027-03', '2027-03-01'],
      ['2027-04', '2027-04-01'],
      // May starts within 14 days of 20 April
      ['2027-05', '2027-05-01'],
    ]);
    const [after] = await t.ctx.db
      .select()
      .from(workflowRecurrences)
      .where(eq(workflowRecurrences.id, made.id));
    expect(after!.nextPeriodStart).toBe('2027-06-01');

    // moved back by hand to a period already made: it is not made twice
    await t.ctx.db
      .update(workflowRecurrences)
      .set({ nextPeriodStart: '2027-04-01' })
      .where(eq(workflowRecurrences.id, made.id));
    expect(await runDueRecurrences(t.ctx)).toBe(0);
    expect(await recurrenceProjects(made.id)).toHaveLength(5);
  });

  it('pause, resume from the current period, and delete keeping the projects', async () => {
    await at('2027-06-10');
    const [one] = (await master.get(base())).json<Recurrence[]>();
    const url = `${base()}${one!.id}/`;
    const paused = await master.patch(url, { active: false });
    expect(paused.json()).toMatchObject({ active: false, next_period_start: '2027-06-01' });
    await at('2027-09-10');
    expect(await runDueRecurrences(t.ctx)).toBe(0);

    // resuming skips the paused months: September is the current one
    const resumed = await master.patch(url, { active: true });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const periods = (await recurrenceProjects(one!.id)).map((p) => p.period);
    expect(periods.slice(-2)).toEqual(['2027-05', '2027-09']);
    expect(resumed.json()).toMatchObject({ active: true, next_period: '2027-10' });

    const removed = await master.del(url);
    expect(removed.statusCode).toBe(204);
    const kept = await t.ctx.db
      .select()
      .from(projects)
      .where(eq(projects.name, 'Månadsbokslut 2027-09 – Bolag Ett AB'));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.recurrenceId).toBeNull();
  });

  it('advance quarterly across the year end and name the quarter', async () => {
    await at('2027-09-01');
    const bad = await master.post(base(), {
      client: firms.two.id,
      frequency: 'quarterly',
      first_period_start: '2027-11-01',
      lead_days: 30,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.first_period_start[0]).toMatch(/första dagen i ett kvartal/);

    const made = await add({
      client: firms.two.id,
      frequency: 'quarterly',
      first_period_start: '2027-10-01',
      lead_days: 30,
    });
    // 1 October − 30 days is 1 September: made when it was added
    expect(made).toMatchObject({ next_period: '2028-Q1', next_project_on: '2027-12-02' });
    expect(made.last_project).toMatchObject({ name: 'Månadsbokslut 2027-Q4 – Bolag Två AB' });
    await at('2028-03-05');
    expect(await runDueRecurrences(t.ctx)).toBe(2);
    expect((await recurrenceProjects(made.id)).map((p) => [p.period, p.start])).toEqual([
      ['2027-Q4', '2027-10-01'],
      ['2028-Q1', '2028-01-01'],
      ['2028-Q2', '2028-04-01'],
    ]);
  });

  it('refuses bad input, a second recurrence for a client, and clients outside the scope', async () => {
    await at('2027-06-10');
    const refuse = async (payload: object, field: string, message: RegExp) => {
      const res = await master.post(base(), {
        client: firms.one.id,
        frequency: 'monthly',
        first_period_start: '2027-07-01',
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toMatch(message);
    };
    await refuse({ lead_days: 91 }, 'lead_days', /större än 90/);
    await refuse({ lead_days: -1 }, 'lead_days', /minst 0/);
    await refuse({ frequency: 'weekly' }, 'frequency', /obligatoriskt|giltigt/);
    await refuse(
      { first_period_start: '2027-07-02' },
      'first_period_start',
      /första dagen i en månad/,
    );
    await refuse({ first_period_start: '2026-05-01' }, 'first_period_start', /före 2026-06-01/);
    await refuse({ client: undefined }, 'client', /obligatoriskt/);

    await add({ client: firms.one.id, frequency: 'monthly', first_period_start: '2027-08-01' });
    await refuse({ first_period_start: '2027-08-01' }, 'client', /återkommer redan/);

    // the partner accountant sees Bolag Ett only; Bolag Två's recurrence is not found
    const listed = (await partner.get(base())).json<{ client: { name: string } }[]>();
    expect(listed.map((r) => r.client.name)).toEqual(['Bolag Ett AB']);
    const two = (await master.get(base()))
      .json<(Recurrence & { client: { id: number } })[]>()
      .find((r) => r.client.id === firms.two.id)!;
    expect((await partner.patch(`${base()}${two.id}/`, { lead_days: 5 })).statusCode).toBe(404);
    expect((await partner.del(`${base()}${two.id}/`)).statusCode).toBe(404);
    const outside = await partner.post(base(), {
      client: firms.two.id,
      frequency: 'monthly',
      first_period_start: '2027-07-01',
    });
    expect(outside.statusCode).toBe(404);
    expect((await outsider.patch(`${base()}${two.id}/`, { active: false })).statusCode).toBe(404);
    const [still] = await t.ctx.db
      .select()
      .from(workflowRecurrences)
      .where(eq(workflowRecurrences.id, two.id));
    expect(still).toMatchObject({ active: true, leadDays: 30 });
  });
});
