import type { Column, ProjectDetail, Task } from '@portal/contracts/schemas/projects';
import { describe, expect, it } from 'vitest';
import { carryOver, layoutOf, reorder } from '../utils/board-layout';
import { dueStatus } from '../utils/due-status';
import { moveTask } from '../utils/move-task';
import { groupByWeek, isoWeek } from '../utils/weeks';

const task = (id: number, column: number, position: number, extra: Partial<Task> = {}): Task => ({
  id,
  project: 1,
  column,
  title: `T${id}`,
  description: '',
  due_date: null,
  assignee: null,
  tags: [],
  checklist: [],
  position,
  completed_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...extra,
});
const column = (id: number, tasks: Task[], done = false): Column => ({
  id,
  board: 1,
  title: `K${id}`,
  position: id,
  done,
  tasks,
});
const project = (): ProjectDetail => ({
  id: 1,
  name: 'P',
  description: '',
  client: null,
  internal: true,
  start_date: null,
  end_date: null,
  status: 'active',
  task_count: 3,
  done_count: 0,
  overdue_count: 0,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  boards: [
    {
      id: 1,
      name: 'Tavla',
      position: 0,
      columns: [
        column(10, [task(1, 10, 0), task(2, 10, 1), task(3, 10, 2)]),
        column(11, []),
        column(12, [], true),
      ],
    },
  ],
});
const shape = (p: ProjectDetail) =>
  p.boards[0]!.columns.map((c) => c.tasks.map((t) => `${t.id}@${t.position}`));

describe('moving a task on the board', () => {
  it('keeps positions contiguous in both columns, as the server does', () => {
    const moved = moveTask(project(), 1, { columnId: 11, index: 0 }, 'now');
    expect(shape(moved)).toEqual([['2@0', '3@1'], ['1@0'], []]);
    expect(moved.boards[0]!.columns[1]!.tasks[0]!.column).toBe(11);
    expect(shape(moveTask(project(), 3, { columnId: 10, index: 0 }, 'now'))).toEqual([
      ['3@0', '1@1', '2@2'],
      [],
      [],
    ]);
    expect(shape(moveTask(project(), 1, { columnId: 10, index: 99 }, 'now'))[0]).toEqual([
      '2@0',
      '3@1',
      '1@2',
    ]);
  });

  it('completes a task entering a done column and opens it when it leaves', () => {
    const done = moveTask(project(), 2, { columnId: 12, index: 0 }, '2026-03-10T10:00:00.000Z');
    expect(done.boards[0]!.columns[2]!.tasks[0]!.completed_at).toBe('2026-03-10T10:00:00.000Z');
    expect(done.done_count).toBe(1);
    const open = moveTask(done, 2, { columnId: 11, index: 0 }, 'later');
    expect(open.boards[0]!.columns[1]!.tasks[0]!.completed_at).toBeNull();
    expect(open.done_count).toBe(0);
  });

  it('carries a dragged card over another column and reorders within one', () => {
    const layout = layoutOf(project().boards[0]!);
    expect(carryOver(layout, 1, 'column-11', false)).toEqual({ 10: [2, 3], 11: [1], 12: [] });
    expect(carryOver(layout, 3, 'task-1', false)).toBe(layout); // same column: left to reorder
    const carried = carryOver(layout, 1, 'column-12', false);
    expect(carryOver(carried, 2, 'task-1', true)).toEqual({ 10: [3], 11: [], 12: [1, 2] });
    expect(reorder(layout, 1, 'task-3')).toEqual({ 10: [2, 3, 1], 11: [], 12: [] });
    expect(reorder(layout, 3, 'task-1')).toEqual({ 10: [3, 1, 2], 11: [], 12: [] });
  });
});

describe('due dates', () => {
  it('are red when overdue and yellow within three days, unless the task is done', () => {
    const today = '2026-03-10';
    expect(dueStatus('2026-03-09', false, today)).toBe('overdue');
    expect(dueStatus('2026-03-10', false, today)).toBe('soon');
    expect(dueStatus('2026-03-13', false, today)).toBe('soon');
    expect(dueStatus('2026-03-14', false, today)).toBe('later');
    expect(dueStatus('2026-03-01', true, today)).toBe('done');
    expect(dueStatus(null, false, today)).toBe('none');
  });

  it('group by ISO week on the timeline', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2026-03-10')).toBe(11);
    const { weeks, undated } = groupByWeek([
      task(1, 10, 0, { due_date: '2026-03-12' }),
      task(2, 10, 1, { due_date: '2026-03-09' }),
      task(3, 10, 2, { due_date: '2026-03-16' }),
      task(4, 10, 3),
    ]);
    expect(weeks.map((w) => [w.start, w.week, w.tasks.map((t) => t.id)])).toEqual([
      ['2026-03-09', 11, [2, 1]],
      ['2026-03-16', 12, [3]],
    ]);
    expect(undated.map((t) => t.id)).toEqual([4]);
  });
});
