import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, Column, ProjectDetail, Task } from '@portal/contracts/schemas/projects';
import { projectTasks } from '../../../db/schema/accountants';
import { eventLog } from '../../../db/schema/events';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { api, projectFirms } from './projects-fixtures';

let t: TestApp;
let f: Awaited<ReturnType<typeof projectFirms>>;
let master: ReturnType<typeof api>;
let other: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
  f = await projectFirms(t, 'boards');
  master = api(t, f.master.key);
  other = api(t, f.masterB.key);
});
afterAll(() => t.close());

async function newProject(name: string) {
  const res = await master.post('/api/projects/', { name, client: f.clientX });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ProjectDetail>();
}
const detail = async (id: number) =>
  (await master.get(`/api/projects/${id}/`)).json<ProjectDetail>();
const columnsOf = (d: ProjectDetail, board = 0): Column[] => d.boards[board]!.columns;
/** Each column's task titles in order, and whether the positions are 0, 1, 2… */
const layout = (d: ProjectDetail) =>
  columnsOf(d).map((c) => {
    expect(c.tasks.map((task) => task.position)).toEqual(c.tasks.map((_, i) => i));
    return c.tasks.map((task) => task.title);
  });
async function addTask(columnId: number, title: string, extra: object = {}) {
  const res = await master.post(`/api/projects/columns/${columnId}/tasks/`, { title, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Task>();
}
const eventsOf = (entity: string, id: number) =>
  t.ctx.db
    .select({ action: eventLog.action, oldData: eventLog.oldData })
    .from(eventLog)
    .where(and(eq(eventLog.entity, entity), eq(eventLog.entityId, String(id))));

describe('boards and columns', () => {
  it('are added, renamed, reordered and deleted with what they hold', async () => {
    const project = await newProject('Tavlor');
    const added = await master.post(`/api/projects/${project.id}/boards/`, { name: 'Moms' });
    expect(added.statusCode, added.body).toBe(201);
    const boards = added.json<ProjectDetail>().boards;
    expect(boards.map((b: Board) => [b.name, b.position])).toEqual([
      ['Tavla', 0],
      ['Moms', 1],
    ]);
    const moms = boards[1]!;
    expect(moms.columns.map((c) => c.title)).toEqual(['Att göra', 'Pågår', 'Klart']);
    const renamed = await master.patch(`/api/projects/boards/${moms.id}/`, { name: 'Moms Q1' });
    expect(renamed.json<ProjectDetail>().boards[1]!.name).toBe('Moms Q1');

    const first = columnsOf(project);
    const column = await master.post(`/api/projects/boards/${project.boards[0]!.id}/columns/`, {
      title: 'Granskning',
    });
    const review = columnsOf(column.json<ProjectDetail>())[3]!;
    expect([review.title, review.position, review.done]).toEqual(['Granskning', 3, false]);
    const moved = await master.patch(`/api/projects/columns/${review.id}/`, {
      position: 1,
      title: 'Granskas',
    });
    expect(columnsOf(moved.json<ProjectDetail>()).map((c) => [c.title, c.position])).toEqual([
      ['Att göra', 0],
      ['Granskas', 1],
      ['Pågår', 2],
      ['Klart', 3],
    ]);

    await addTask(first[0]!.id, 'Kvar');
    await addTask(review.id, 'Granska A');
    await addTask(review.id, 'Granska B');
    const gone = await master.del(`/api/projects/columns/${review.id}/`);
    expect(gone.statusCode).toBe(204);
    const after = await detail(project.id);
    expect(columnsOf(after).map((c) => [c.title, c.position])).toEqual([
      ['Att göra', 0],
      ['Pågår', 1],
      ['Klart', 2],
    ]);
    expect(after.task_count).toBe(1);
    expect((await eventsOf('board_column', review.id))[0]).toMatchObject({
      action: 'deleted',
      oldData: { title: 'Granskas', task_count: 2 },
    });

    await addTask(moms.columns[0]!.id, 'Momsdeklaration');
    expect((await master.del(`/api/projects/boards/${project.boards[0]!.id}/`)).statusCode).toBe(
      204,
    );
    const left = await detail(project.id);
    expect(left.boards.map((b) => [b.name, b.position])).toEqual([['Moms Q1', 0]]);
    expect(left.task_count).toBe(1);
    expect((await eventsOf('project_board', project.boards[0]!.id))[0]).toMatchObject({
      action: 'deleted',
      oldData: { name: 'Tavla', column_count: 3, task_count: 1 },
    });
  });

  it('completes a column’s tasks when it is marked done, and opens them when unmarked', async () => {
    const project = await newProject('Klarmarkering');
    const [todo] = columnsOf(project);
    const task = await addTask(todo!.id, 'Stäm av');
    expect(task.completed_at).toBeNull();
    const done = await master.patch(`/api/projects/columns/${todo!.id}/`, { done: true });
    expect(columnsOf(done.json<ProjectDetail>())[0]!.tasks[0]!.completed_at).toBe(
      t.clock.now().toISOString(),
    );
    expect((await addTask(todo!.id, 'Redan klar')).completed_at).not.toBeNull();
    const open = await master.patch(`/api/projects/columns/${todo!.id}/`, { done: false });
    expect(columnsOf(open.json<ProjectDetail>())[0]!.tasks.map((x) => x.completed_at)).toEqual([
      null,
      null,
    ]);
  });

  it('answers 404 to another firm for every board and column call', async () => {
    const project = await newProject('Andras');
    const board = project.boards[0]!;
    const column = board.columns[0]!;
    for (const res of [
      await other.patch(`/api/projects/boards/${board.id}/`, { name: 'Kapad' }),
      await other.del(`/api/projects/boards/${board.id}/`),
      await other.post(`/api/projects/boards/${board.id}/columns/`, { title: 'Kapad' }),
      await other.patch(`/api/projects/columns/${column.id}/`, { title: 'Kapad' }),
      await other.del(`/api/projects/columns/${column.id}/`),
      await other.post(`/api/projects/columns/${column.id}/tasks/`, { title: 'Kapad' }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect(await detail(project.id)).toEqual(project);
  });
});

describe('tasks', () => {
  it('are created at the end of a column, edited with checklist and tags, and deleted', async () => {
    const project = await newProject('Uppgifter');
    const [todo] = columnsOf(project);
    await addTask(todo!.id, 'Ett');
    const two = await addTask(todo!.id, 'Två', {
      description: 'Hämta kontoutdrag',
      due_date: '2026-03-12',
      assignee: f.partner.id,
      tags: ['moms', 'Moms', 'bank'],
      checklist: [{ text: 'Januari', done: false }],
    });
    expect(two).toMatchObject({
      position: 1,
      due_date: '2026-03-12',
      assignee: { id: f.partner.id, name: 'Test Person' },
      tags: ['moms', 'bank'],
    });
    const itemId = two.checklist[0]!.id;
    expect(itemId).toMatch(/\w+/);
    const ticked = await master.patch(`/api/projects/tasks/${two.id}/`, {
      checklist: [
        { id: itemId, text: 'Januari', done: true },
        { text: 'Februari', done: false },
      ],
      due_date: '',
      assignee: null,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const edited = ticked.json<Task>();
    expect(edited).toMatchObject({ due_date: null, assignee: null, title: 'Två' });
    expect(edited.checklist.map((i) => [i.id === itemId, i.text, i.done])).toEqual([
      [true, 'Januari', true],
      [false, 'Februari', false],
    ]);
    await addTask(todo!.id, 'Tre');

    expect((await master.del(`/api/projects/tasks/${two.id}/`)).statusCode).toBe(204);
    expect(layout(await detail(project.id))).toEqual([['Ett', 'Tre'], [], []]);
    expect((await eventsOf('project_task', two.id))[0]).toMatchObject({
      action: 'deleted',
      oldData: { title: 'Två' },
    });
  });

  it('refuses titles, dates, tags and assignees that cannot be', async () => {
    const project = await newProject('Felaktiga');
    const [todo] = columnsOf(project);
    const url = `/api/projects/columns/${todo!.id}/tasks/`;
    const cases: [object, string, RegExp][] = [
      [{ title: ' ' }, 'title', /obligatoriskt/],
      [{ title: 'x', due_date: '2026-13-01' }, 'due_date', /datum som finns/],
      [{ title: 'x', tags: ['två ord'] }, 'tags', /ogiltigt/],
      [{ title: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', /högst 10/],
      [{ title: 'x', assignee: f.masterB.id }, 'assignee', /finns inte/],
      [{ title: 'x', checklist: [{ text: '', done: false }] }, 'checklist', /obligatoriskt/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await master.post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
    expect((await detail(project.id)).task_count).toBe(0);
  });

  it('move to a column and position, keeping positions contiguous and completion in step', async () => {
    const project = await newProject('Flytt');
    const [todo, doing, done] = columnsOf(project);
    const [a, b, c] = [
      await addTask(todo!.id, 'A'),
      await addTask(todo!.id, 'B'),
      await addTask(todo!.id, 'C'),
    ];
    const move = async (task: Task, column: Column, position: number) => {
      const res = await master.post(`/api/projects/tasks/${task.id}/move/`, {
        column: column.id,
        position,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ProjectDetail>();
    };
    expect(layout(await move(c!, todo!, 0))).toEqual([['C', 'A', 'B'], [], []]);
    expect(layout(await move(c!, todo!, 99))).toEqual([['A', 'B', 'C'], [], []]);
    expect(layout(await move(a!, doing!, 0))).toEqual([['B', 'C'], ['A'], []]);
    expect(layout(await move(b!, doing!, 0))).toEqual([['C'], ['B', 'A'], []]);

    t.clock.advance(60);
    const finished = await move(a!, done!, 0);
    expect(layout(finished)).toEqual([['C'], ['B'], ['A']]);
    const completedAt = columnsOf(finished)[2]!.tasks[0]!.completed_at;
    expect(completedAt).toBe(t.clock.now().toISOString());
    expect(finished).toMatchObject({ done_count: 1 });
    // moving within the done column keeps the day it was done
    t.clock.advance(60);
    expect(columnsOf(await move(a!, done!, 0))[2]!.tasks[0]!.completed_at).toBe(completedAt);
    const reopened = await move(a!, todo!, 1);
    expect(layout(reopened)).toEqual([['C', 'A'], ['B'], []]);
    expect(columnsOf(reopened)[0]!.tasks[1]!.completed_at).toBeNull();

    // never into another project's column; another firm's column or task names nothing
    const elsewhere = await newProject('Annat');
    const across = await master.post(`/api/projects/tasks/${a!.id}/move/`, {
      column: columnsOf(elsewhere)[0]!.id,
      position: 0,
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().errors.column[0]).toMatch(/sitt eget projekt/);
    const foreign = await other.post('/api/projects/', { name: 'B:s projekt' });
    const foreignColumn = foreign.json<ProjectDetail>().boards[0]!.columns[0]!;
    const toForeign = await master.post(`/api/projects/tasks/${a!.id}/move/`, {
      column: foreignColumn.id,
      position: 0,
    });
    expect(toForeign.statusCode).toBe(404);
    for (const res of [
      await other.post(`/api/projects/tasks/${a!.id}/move/`, {
        column: foreignColumn.id,
        position: 0,
      }),
      await other.patch(`/api/projects/tasks/${a!.id}/`, { title: 'Kapad' }),
      await other.del(`/api/projects/tasks/${a!.id}/`),
    ])
      expect(res.statusCode).toBe(404);
    const rows = await t.ctx.db
      .select({ title: projectTasks.title, column: projectTasks.columnId })
      .from(projectTasks)
      .where(eq(projectTasks.id, a!.id));
    expect(rows).toEqual([{ title: 'A', column: todo!.id }]);
  });
});
