import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications';
import { todos } from '../../../db/schema/help';
import { addCompanyMember, insertCompany } from '../../companies/companies.repository';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { notifyOverdueTodos } from '../todos.job';

let t: TestApp;
const ids = { x: 0, y: 0, z: 0, owner: 0, colleague: 0, inhouse: 0, ownerZ: 0 };
const keys: Record<string, string> = {};

/**
 * Company X (owner, who also owns Y, and a colleague), company Z with its own owner, in-house
 * staff, and the roles that may not open /todos at all.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  t.clock.set(new Date('2026-11-27T10:00:00Z'));
  const company = (name: string, number: string) =>
    insertCompany(db, { name, organizationNumber: number });
  const x = await company('Bolag X AB', '556200-0001');
  const y = await company('Bolag Y AB', '556200-0002');
  const z = await company('Bolag Z AB', '556200-0003');
  const owner = await createUser(db, { email: 'owner@todos.test', role: 'Owner', locale: 'en' });
  const colleague = await createUser(db, { email: 'colleague@todos.test', role: 'Colleague' });
  const ownerZ = await createUser(db, { email: 'owner-z@todos.test', role: 'Owner' });
  const inhouse = await createUser(db, { email: 'inhouse@todos.test', role: 'Inhouse' });
  await addCompanyMember(db, owner.id, x.id, 'Owner');
  await addCompanyMember(db, owner.id, y.id, 'Owner');
  await addCompanyMember(db, colleague.id, x.id, 'Colleague');
  await addCompanyMember(db, ownerZ.id, z.id, 'Owner');
  for (const role of ['NonPartnerAccountant', 'MasterAccountant', 'AssistingAccountant'] as const) {
    await createUser(db, { email: `${role}@todos.test`, role, firm: { name: `Byrå ${role}` } });
    keys[role] = await signIn(t.app, `${role}@todos.test`);
  }
  Object.assign(ids, {
    x: x.id,
    y: y.id,
    z: z.id,
    owner: owner.id,
    colleague: colleague.id,
    inhouse: inhouse.id,
    ownerZ: ownerZ.id,
  });
  keys.owner = await signIn(t.app, 'owner@todos.test', undefined, '556200-0001');
  keys.ownerY = await signIn(t.app, 'owner@todos.test', undefined, '556200-0002');
  keys.colleague = await signIn(t.app, 'colleague@todos.test');
  keys.ownerZ = await signIn(t.app, 'owner-z@todos.test');
  keys.inhouse = await signIn(t.app, 'inhouse@todos.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (who: string, method: Method, url: string, payload?: object, lang = 'en') =>
  call(t.app, { method, url, key: keys[who], lang, ...(payload ? { payload } : {}) });

interface TodoJson {
  id: number;
  task: string;
  tags: { name: string; colour: string }[];
  status: string;
  overdue: boolean;
  completed_at: string | null;
  company: { id: number; name: string } | null;
  assignee: { id: number } | null;
}

async function create(who: string, payload: object) {
  const res = await as(who, 'POST', '/api/todos/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TodoJson>();
}

const tasks = async (who: string, query = '') => {
  const res = await as(who, 'GET', `/api/todos/?limit=500${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ results: TodoJson[] }>()
    .results.map((r) => r.task)
    .sort();
};

const noticesOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'todos')));

describe('whose to-dos (tenancy)', () => {
  let xTodo: TodoJson;
  let zTodo: TodoJson;

  beforeAll(async () => {
    xTodo = await create('owner', { task: 'Stäm av moms X' });
    await create('ownerY', { task: 'Bokslut Y' });
    zTodo = await create('ownerZ', { task: 'Hemligt Z' });
    await create('inhouse', { task: 'Internt arbete' });
    await create('inhouse', { task: 'Ringa Z', company: ids.z });
  });

  it("owners and colleagues see their active company's to-dos only", async () => {
    expect(await tasks('owner')).toEqual(['Stäm av moms X']);
    expect(await tasks('ownerY')).toEqual(['Bokslut Y']);
    expect(await tasks('colleague')).toEqual(['Stäm av moms X']);
    expect(await tasks('ownerZ')).toEqual(['Hemligt Z', 'Ringa Z']);
    expect(xTodo.company).toEqual({ id: ids.x, name: 'Bolag X AB' });
  });

  it("in-house staff see every company's and the internal ones, with the company", async () => {
    const all = await tasks('inhouse');
    expect(all).toEqual(
      expect.arrayContaining(['Stäm av moms X', 'Bokslut Y', 'Hemligt Z', 'Internt arbete']),
    );
    expect(await tasks('inhouse', '&company=internal')).toEqual(['Internt arbete']);
    expect(await tasks('inhouse', `&company=${ids.z}`)).toEqual(['Hemligt Z', 'Ringa Z']);
  });

  it("another company's to-do is not found for GET, PATCH and DELETE, and bulk refuses all", async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { task: 'Kapad' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await as('owner', method, `/api/todos/${zTodo.id}/`, payload);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    const bulk = await as('owner', 'POST', '/api/todos/bulk/', {
      ids: [xTodo.id, zTodo.id],
      status: 'done',
    });
    expect(bulk.statusCode).toBe(404);
    const bulkDelete = await as('owner', 'POST', '/api/todos/bulk/delete/', {
      ids: [xTodo.id, zTodo.id],
    });
    expect(bulkDelete.statusCode).toBe(404);
    // nothing changed: neither the own to-do in the batch nor the other company's
    const rows = await t.ctx.db.select().from(todos);
    expect(rows.find((r) => r.id === xTodo.id)?.status).toBe('pending');
    expect(rows.find((r) => r.id === zTodo.id)).toMatchObject({
      task: 'Hemligt Z',
      status: 'pending',
    });
  });

  it('refuses accountants and non-partners with 403', async () => {
    for (const role of ['NonPartnerAccountant', 'MasterAccountant', 'AssistingAccountant']) {
      expect((await as(role, 'GET', '/api/todos/')).statusCode, role).toBe(403);
      expect((await as(role, 'POST', '/api/todos/', { task: 'X' })).statusCode, role).toBe(403);
    }
  });

  it('an owner cannot write into another company, and in-house only into one that exists', async () => {
    const res = await as('owner', 'POST', '/api/todos/', { task: 'In i Z', company: ids.z });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.company[0]).toMatch(/does not exist/);
    const none = await as('inhouse', 'POST', '/api/todos/', { task: 'X', company: 999_999 });
    expect(none.statusCode).toBe(400);
  });
});

describe('validation, in the caller’s language', () => {
  it('says what is wrong with each field, in Swedish and English', async () => {
    const bad = {
      task: '  ',
      description: 'x'.repeat(5001),
      due_date: '2026-02-30',
      tags: ['två ord'],
      status: 'later',
    };
    const sv = (await as('owner', 'POST', '/api/todos/', bad, 'sv')).json<{
      errors: Record<string, string[]>;
    }>();
    expect(sv.errors.task).toEqual(['Fältet Uppgift är obligatoriskt']);
    expect(sv.errors.description).toEqual(['Beskrivning får inte vara längre än 5000 tecken']);
    expect(sv.errors.due_date?.[0]).toMatch(/Förfallodatum måste vara ett datum som finns/);
    expect(sv.errors.tags).toEqual(['Formatet på Taggar är ogiltigt']);
    expect(sv.errors.status?.[0]).toMatch(/finns inte/);
    const en = (await as('owner', 'POST', '/api/todos/', bad, 'en')).json<{
      errors: Record<string, string[]>;
    }>();
    expect(en.errors.task?.[0]).toMatch(/required/);
    const many = await as('owner', 'POST', '/api/todos/', {
      task: 'Många',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(many.json().errors.tags[0]).toMatch(/at most 20/);
    const long = await as('owner', 'POST', '/api/todos/', { task: 'L', tags: ['x'.repeat(41)] });
    expect(long.json().errors.tags[0]).toMatch(/40/);
    expect(await tasks('owner', '&q=Många')).toEqual([]);
  });

  it('trims tags and merges those that differ only in case', async () => {
    const todo = await create('owner', {
      task: 'Taggar',
      tags: [' Moms ', 'moms', 'Bokslut', 'MOMS'],
    });
    expect(todo.tags.map((tag) => tag.name)).toEqual(['Moms', 'Bokslut']);
    const patched = await as('owner', 'PATCH', `/api/todos/${todo.id}/`, { tags: ['a', 'A', 'b'] });
    expect(patched.json<TodoJson>().tags.map((tag) => tag.name)).toEqual(['a', 'b']);
  });

  it('gives tags the colour in-house staff chose, gray otherwise', async () => {
    const staff = await as('inhouse', 'POST', '/api/generic-resources/todo-tags/', {
      name: 'Brådskande',
      colour: 'red',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const todo = await create('owner', { task: 'Färger', tags: ['brådskande', 'Annat'] });
    expect(todo.tags).toEqual([
      { name: 'brådskande', colour: 'red' },
      { name: 'Annat', colour: 'gray' },
    ]);
    const list = (await as('owner', 'GET', '/api/todos/tags/')).json<{
      results: { name: string; count: number; colour: string }[];
    }>();
    expect(list.results).toEqual(
      expect.arrayContaining([{ name: 'brådskande', count: 1, colour: 'red' }]),
    );
  });

  it('assigns only someone who sees the to-do', async () => {
    const outsider = await as('owner', 'POST', '/api/todos/', {
      task: 'Till Z',
      assignee: ids.ownerZ,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors.assignee).toEqual(['The chosen Assignee does not exist']);
    const internal = await as('inhouse', 'POST', '/api/todos/', {
      task: 'Internt till ägaren',
      assignee: ids.owner,
    });
    expect(internal.statusCode).toBe(400);
    const people = (await as('owner', 'GET', '/api/todos/assignees/')).json<{
      results: { id: number }[];
    }>();
    expect(people.results.map((p) => p.id).sort()).toEqual(
      [ids.owner, ids.colleague, ids.inhouse].sort(),
    );
  });
});

describe('status, filters and overdue', () => {
  it('done stamps completed_at and reopening clears it', async () => {
    const todo = await create('owner', { task: 'Klarmarkeras' });
    const done = (
      await as('owner', 'PATCH', `/api/todos/${todo.id}/`, { status: 'done' })
    ).json<TodoJson>();
    expect(done.completed_at).toBe('2026-11-27T10:00:00.000Z');
    const again = (
      await as('owner', 'PATCH', `/api/todos/${todo.id}/`, { status: 'onhold' })
    ).json<TodoJson>();
    expect(again).toMatchObject({ status: 'onhold', completed_at: null });
    const bulk = await as('owner', 'POST', '/api/todos/bulk/', { ids: [todo.id], status: 'done' });
    expect(bulk.json()).toEqual({ count: 1 });
    expect(
      (await as('owner', 'GET', `/api/todos/${todo.id}/`)).json<TodoJson>().completed_at,
    ).not.toBeNull();
  });

  it('filters by status, tag, assignee and due date; overdue follows the Stockholm day', async () => {
    await create('owner', {
      task: 'F-igår',
      due_date: '2026-11-26',
      tags: ['Moms'],
      assignee: ids.colleague,
    });
    await create('owner', { task: 'F-idag', due_date: '2026-11-27', tags: ['moms'] });
    await create('owner', { task: 'F-klar', due_date: '2026-11-20', status: 'done' });
    expect(await tasks('owner', '&q=F-&overdue=true')).toEqual(['F-igår']);
    expect(await tasks('owner', '&q=F-&tag=MOMS')).toEqual(['F-idag', 'F-igår']);
    expect(await tasks('owner', '&q=F-&status=pending,onhold')).toEqual(['F-idag', 'F-igår']);
    expect(await tasks('owner', '&q=F-&status=done')).toEqual(['F-klar']);
    expect(await tasks('colleague', '&q=F-&assignee=me')).toEqual(['F-igår']);
    expect(await tasks('owner', '&q=F-&assignee=none')).toEqual(['F-idag', 'F-klar']);
    expect(await tasks('owner', '&q=F-&due_from=2026-11-26&due_to=2026-11-26')).toEqual(['F-igår']);
    // 23:30 UTC on the 27th is already the 28th in Stockholm: yesterday's and today's are late
    t.clock.set(new Date('2026-11-27T23:30:00Z'));
    expect(await tasks('owner', '&q=F-&overdue=true')).toEqual(['F-idag', 'F-igår']);
    const counts = (await as('owner', 'GET', '/api/todos/counts/?q=F-')).json();
    expect(counts).toEqual({ pending: 2, onhold: 0, done: 1, overdue: 2 });
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    const sorted = (await as('owner', 'GET', '/api/todos/?q=F-&ordering=-due_date')).json<{
      results: TodoJson[];
    }>();
    expect(sorted.results.map((r) => r.task)).toEqual(['F-idag', 'F-igår', 'F-klar']);
  });

  it('answers a bad filter with 400, not an error page', async () => {
    for (const query of [
      'status=later',
      'assignee=99999999999',
      'due_from=2026-13-01',
      'ordering=id',
    ]) {
      expect((await as('owner', 'GET', `/api/todos/?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('notices', () => {
  it('tells a new assignee, not the person assigning themselves', async () => {
    const before = (await noticesOf(ids.colleague)).length;
    const todo = await create('owner', { task: 'Till kollegan', assignee: ids.colleague });
    const after = await noticesOf(ids.colleague);
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ link: `/todos?id=${todo.id}` });
    expect(after.at(-1)?.text).toContain('Till kollegan');
    const mine = (await noticesOf(ids.owner)).length;
    await as('owner', 'PATCH', `/api/todos/${todo.id}/`, { assignee: ids.owner });
    expect((await noticesOf(ids.owner)).length).toBe(mine);
  });

  it('tells the assignee of an overdue to-do once per due date', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    const todo = await create('owner', {
      task: 'Sen deklaration',
      due_date: '2026-11-25',
      assignee: ids.owner,
    });
    const count = async () =>
      (await noticesOf(ids.owner)).filter((n) => n.text.includes('Sen deklaration')).length;
    await notifyOverdueTodos(t.ctx);
    expect(await count()).toBe(1);
    await notifyOverdueTodos(t.ctx);
    expect(await count()).toBe(1);
    // a new due date that passes is told about again
    await as('owner', 'PATCH', `/api/todos/${todo.id}/`, { due_date: '2026-11-26' });
    await notifyOverdueTodos(t.ctx);
    expect(await count()).toBe(2);
    // a done one is not
    await as('owner', 'PATCH', `/api/todos/${todo.id}/`, {
      due_date: '2026-11-24',
      status: 'done',
    });
    await notifyOverdueTodos(t.ctx);
    expect(await count()).toBe(2);
  });
});
