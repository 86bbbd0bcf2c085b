import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, projectTasks, boardColumns } from '../../../db/schema/accountants';
import { createUser, signIn } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { CLOSE, caller, twoFirms } from './fixtures';

let t: TestApp;
let firms: Awaited<ReturnType<typeof twoFirms>>;
let master: ReturnType<typeof caller>;
let partner: ReturnType<typeof caller>;
let outsider: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  firms = await twoFirms(t, 'wt');
  master = caller(t, firms.master.key);
  partner = caller(t, firms.partner.key);
  outsider = caller(t, firms.outsider.key, 'en');
});
afterAll(() => t.close());

interface Template {
  id: number;
  tasks: { id: number; title: string; offset_days: number; checklist: string[] }[];
}
interface Made {
  project: { id: number; name: string; start_date: string; end_date: string };
  tasks: { title: string; due_date: string; offset_days: number }[];
}

async function createClose(name = CLOSE.name) {
  const res = await master.post('/api/workflow-templates/', { ...CLOSE, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Template>();
}

describe('workflow templates', () => {
  it('are created with ordered tasks, listed, searched, sorted and edited', async () => {
    const template = await createClose();
    expect(template).toMatchObject({
      name: 'Månadsbokslut',
      task_count: 4,
      span_days: 30,
      recurrence_count: 0,
      project_count: 0,
      updated_by: { name: 'Test Person' },
    });
    expect(template.tasks.map((task) => [task.title, task.offset_days])).toEqual([
      ['Samla underlag', 0],
      ['Stäm av bank', 3],
      ['Moms', 12],
      ['Rapport till kund', 30],
    ]);
    expect(template.tasks[1]!.checklist).toEqual(['Hämta kontoutdrag', 'Jämför saldo']);
    await createClose('Årsbokslut');

    const list = await master.get('/api/workflow-templates/?search=%C3%A5rs&ordering=name');
    expect(list.json()).toMatchObject({ count: 1, results: [{ name: 'Årsbokslut' }] });
    const sorted = await partner.get('/api/workflow-templates/?ordering=-name');
    expect(sorted.json<{ results: { name: string }[] }>().results.map((r) => r.name)).toEqual([
      'Årsbokslut',
      'Månadsbokslut',
    ]);

    // reorder: the bank task first, "Moms" removed, a new task last; kept tasks keep their ids
    const [collect, bank, , report] = template.tasks;
    const edited = await master.patch(`/api/workflow-templates/${template.id}/`, {
      tasks: [
        { ...CLOSE.tasks[1], id: bank!.id, offset_days: 2 },
        { ...CLOSE.tasks[0], id: collect!.id },
        { ...CLOSE.tasks[3], id: report!.id },
        { title: 'Arkivera', description: '', offset_days: 31, checklist: [], tags: [] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<Template>();
    expect(after.tasks.map((task) => [task.id, task.title, task.offset_days])).toEqual([
      [bank!.id, 'Stäm av bank', 2],
      [collect!.id, 'Samla underlag', 0],
      [report!.id, 'Rapport till kund', 30],
      [expect.any(Number), 'Arkivera', 31],
    ]);
    expect(after).toMatchObject({ name: 'Månadsbokslut', span_days: 31 });
  });

  it('refuses bad input with field errors in the caller’s language and changes nothing', async () => {
    const before = (await master.get('/api/workflow-templates/')).json<{ count: number }>().count;
    const bad = async (payload: object, field: string, message: RegExp, lang = 'sv') => {
      const res = await caller(t, firms.master.key, lang).post('/api/workflow-templates/', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toMatch(message);
    };
    await bad({ ...CLOSE, name: '  ' }, 'name', /^Fältet Namn är obligatoriskt$/);
    await bad({ ...CLOSE, name: '' }, 'name', /^The name field is required$/i, 'en');
    const task = CLOSE.tasks[0]!;
    // a task's error is keyed by its place and worded with its own field's label
    const second = (change: object) => ({ ...CLOSE, tasks: [task, { ...task, ...change }] });
    await bad(second({ title: ' ' }), 'tasks.1.title', /^Fältet rubrik är obligatoriskt$/);
    await bad(
      second({ offset_days: -1 }),
      'tasks.1.offset_days',
      /^Dagar efter start måste vara minst 0$/,
    );
    await bad(second({ offset_days: 731 }), 'tasks.1.offset_days', /inte vara större än 730$/);
    await bad(second({ offset_days: 1.5 }), 'tasks.1.offset_days', /heltal/);
    await bad(second({ offset_days: 2147483648 }), 'tasks.1.offset_days', /större än 730/);
    await bad(second({ tags: ['två ord'] }), 'tasks.1.tags', /ogiltigt/);
    await bad(second({ title: '' }), 'tasks.1.title', /^The title field is required$/, 'en');
    // a task id of another template names nothing
    await bad({ ...CLOSE, tasks: [{ ...task, id: 1 }] }, 'tasks', /finns inte/);
    const after = (await master.get('/api/workflow-templates/')).json<{ count: number }>().count;
    expect(after).toBe(before);
  });

  it('makes a project whose tasks are due start + offset, across month ends and leap days', async () => {
    const template = await createClose('Datumkoll');
    const make = async (start_date: string, extra: object = {}) => {
      const res = await master.post(`/api/workflow-templates/${template.id}/projects/`, {
        start_date,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Made>();
    };
    const leap = await make('2028-01-31', { client: firms.one.id });
    expect(leap.project).toMatchObject({
      name: 'Datumkoll 2028-01 – Bolag Ett AB',
      start_date: '2028-01-31',
      end_date: '2028-03-01',
      client: { id: firms.one.id, name: 'Bolag Ett AB' },
    });
    expect(leap.tasks.map((task) => [task.title, task.due_date])).toEqual([
      ['Samla underlag', '2028-01-31'],
      ['Stäm av bank', '2028-02-03'],
      ['Moms', '2028-02-12'],
      // 2028 is a leap year: 31 January + 30 days is 1 March
      ['Rapport till kund', '2028-03-01'],
    ]);
    const plain = await make('2027-01-31', { name: 'Egen rubrik' });
    expect(plain.project.name).toBe('Egen rubrik');
    expect(plain.tasks.at(-1)!.due_date).toBe('2027-03-02');
    const yearEnd = await make('2026-12-20');
    expect(yearEnd.project.name).toBe('Datumkoll 2026-12');
    expect(yearEnd.tasks.map((task) => task.due_date)).toEqual([
      '2026-12-20',
      '2026-12-23',
      '2027-01-01',
      '2027-01-19',
    ]);

    // the project is on a board: all tasks in its first column, checklists fresh and unticked
    const rows = await t.ctx.db
      .select({
        title: projectTasks.title,
        column: boardColumns.title,
        checklist: projectTasks.checklist,
      })
      .from(projectTasks)
      .innerJoin(boardColumns, eq(boardColumns.id, projectTasks.columnId))
      .where(eq(projectTasks.projectId, leap.project.id));
    expect(new Set(rows.map((r) => r.column))).toEqual(new Set(['Att göra']));
    const bank = rows.find((r) => r.title === 'Stäm av bank')!;
    expect(bank.checklist.map((item) => [item.text, item.done])).toEqual([
      ['Hämta kontoutdrag', false],
      ['Jämför saldo', false],
    ]);
    const [project] = await t.ctx.db
      .select()
      .from(projects)
      .where(eq(projects.id, leap.project.id));
    expect(project).toMatchObject({ templateId: template.id, companyId: firms.one.id });
  });

  it('refuses a missing or impossible start date', async () => {
    const template = await createClose('Startkoll');
    const url = `/api/workflow-templates/${template.id}/projects/`;
    for (const [payload, message] of [
      [{}, /obligatoriskt/],
      [{ start_date: '2027-02-29' }, /datum som finns/],
      [{ start_date: '1999-12-31' }, /från 2000-01-01/],
    ] as const) {
      const res = await master.post(url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: { start_date: string[] } }>().errors.start_date[0]).toMatch(
        message,
      );
    }
  });

  it('deletes a template but keeps the projects made from it', async () => {
    const template = await createClose('Kortlivad');
    const made = await master.post(`/api/workflow-templates/${template.id}/projects/`, {
      start_date: '2027-03-01',
    });
    const projectId = made.json<Made>().project.id;
    const removed = await master.del(`/api/workflow-templates/${template.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await master.get(`/api/workflow-templates/${template.id}/`)).statusCode).toBe(404);
    const [kept] = await t.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(kept).toMatchObject({ name: 'Kortlivad 2027-03', templateId: null });
    const tasks = await t.ctx.db
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId));
    expect(tasks).toHaveLength(4);
  });
});

describe('workflow templates: tenancy', () => {
  it('answers 404 for another firm’s template, and lists only the firm’s own', async () => {
    const template = await createClose('Byrå A:s mall');
    const base = `/api/workflow-templates/${template.id}`;
    const attempts = [
      outsider.get(`${base}/`),
      outsider.patch(`${base}/`, { name: 'Kapad' }),
      outsider.del(`${base}/`),
      outsider.post(`${base}/projects/`, { start_date: '2027-01-01' }),
      outsider.get(`${base}/recurrences/`),
      outsider.post(`${base}/recurrences/`, {
        client: firms.other.id,
        frequency: 'monthly',
        first_period_start: '2030-01-01',
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    const list = await outsider.get('/api/workflow-templates/');
    expect(list.json()).toMatchObject({ count: 0, results: [] });
    expect((await master.get(`${base}/`)).json()).toMatchObject({ name: 'Byrå A:s mall' });
  });

  it('answers 404 for a client outside the person’s scope or firm, and makes nothing', async () => {
    const template = await createClose('Scopekoll');
    const url = `/api/workflow-templates/${template.id}/projects/`;
    const count = async () => (await t.ctx.db.select().from(projects)).length;
    const before = await count();
    // the partner accountant sees Bolag Ett only; Annan Kund is another firm's client
    expect(
      (await partner.post(url, { start_date: '2027-01-01', client: firms.two.id })).statusCode,
    ).toBe(404);
    expect(
      (await master.post(url, { start_date: '2027-01-01', client: firms.other.id })).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before);
    const mine = await partner.post(url, { start_date: '2027-01-01', client: firms.one.id });
    expect(mine.statusCode, mine.body).toBe(201);
    const clients = await partner.get('/api/workflow-templates/clients/');
    expect(clients.json()).toEqual([{ id: firms.one.id, name: 'Bolag Ett AB' }]);
    const all = await master.get('/api/workflow-templates/clients/');
    expect(all.json<{ name: string }[]>().map((c) => c.name)).toEqual([
      'Bolag Ett AB',
      'Bolag Två AB',
    ]);
  });

  it('refuses an accountant without an active firm with its message', async () => {
    await createUser(t.ctx.db, { email: 'nofirm@wt.test', role: 'MasterAccountant' });
    const key = await signIn(t.app, 'nofirm@wt.test');
    const res = await caller(t, key).get('/api/workflow-templates/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'no_active_firm' });
  });
});
