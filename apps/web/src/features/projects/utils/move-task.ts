import type { Column, ProjectDetail, Task } from '@portal/contracts/schemas/projects';

export interface TaskPlace {
  columnId: number;
  /** 0 first */
  index: number;
}

/** Where a task sits on the project's boards, or null. */
export function placeOf(project: ProjectDetail, taskId: number): TaskPlace | null {
  for (const board of project.boards)
    for (const column of board.columns) {
      const index = column.tasks.findIndex((task) => task.id === taskId);
      if (index >= 0) return { columnId: column.id, index };
    }
  return null;
}

export function findColumn(project: ProjectDetail, columnId: number): Column | undefined {
  for (const board of project.boards) {
    const column = board.columns.find((c) => c.id === columnId);
    if (column) return column;
  }
  return undefined;
}

const numbered = (tasks: Task[], columnId: number) =>
  tasks.map((task, position) => ({ ...task, column: columnId, position }));

/**
 * The project after moving a task to `position` in a column, as the server does it: positions
 * stay 0, 1, 2… in both columns; entering a done column completes the task (keeping an earlier
 * completion), leaving one opens it.
 */
export function moveTask(
  project: ProjectDetail,
  taskId: number,
  to: TaskPlace,
  now: string,
): ProjectDetail {
  const from = placeOf(project, taskId);
  const target = findColumn(project, to.columnId);
  if (!from || !target) return project;
  const task = findColumn(project, from.columnId)!.tasks[from.index]!;
  const moved: Task = { ...task, completed_at: target.done ? (task.completed_at ?? now) : null };
  const boards = project.boards.map((board) => ({
    ...board,
    columns: board.columns.map((column) => {
      if (column.id !== from.columnId && column.id !== to.columnId) return column;
      const tasks = column.tasks.filter((t) => t.id !== taskId);
      if (column.id === to.columnId)
        tasks.splice(Math.max(0, Math.min(to.index, tasks.length)), 0, moved);
      return { ...column, tasks: numbered(tasks, column.id) };
    }),
  }));
  const all = boards.flatMap((b) => b.columns.flatMap((c) => c.tasks));
  return { ...project, boards, done_count: all.filter((t) => t.completed_at !== null).length };
}
