import type { Board, Project, ProjectDetail, Task } from '@portal/contracts/schemas/projects';
import type { BoardRecord, ColumnRecord } from './boards.repository';
import type { ProjectView } from './projects.repository';
import type { TaskView } from './tasks.repository';

/** The API's shapes of the project rows (snake_case, dates as ISO strings). */

export function toProject(view: ProjectView, today: string): Project {
  const p = view.project;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    client: p.companyId !== null ? { id: p.companyId, name: view.clientName ?? '' } : null,
    internal: p.internal,
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.endDate !== null && p.endDate < today ? 'ended' : 'active',
    task_count: Number(view.taskCount),
    done_count: Number(view.doneCount),
    overdue_count: Number(view.overdueCount),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toTask({ task, assigneeName }: TaskView): Task {
  return {
    id: task.id,
    project: task.projectId,
    column: task.columnId,
    title: task.title,
    description: task.description,
    due_date: task.dueDate,
    assignee: task.assigneeId !== null ? { id: task.assigneeId, name: assigneeName ?? '' } : null,
    tags: task.tags,
    checklist: task.checklist,
    position: task.position,
    completed_at: task.completedAt?.toISOString() ?? null,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}

/** Boards in order, each with its columns in order, each with its tasks in order. */
export function toBoards(
  boards: BoardRecord[],
  columns: ColumnRecord[],
  tasks: TaskView[],
): Board[] {
  const byColumn = new Map<number, Task[]>();
  for (const view of tasks) {
    const list = byColumn.get(view.task.columnId) ?? [];
    list.push(toTask(view));
    byColumn.set(view.task.columnId, list);
  }
  return boards.map((board) => ({
    id: board.id,
    name: board.name,
    position: board.position,
    columns: columns
      .filter((column) => column.boardId === board.id)
      .map((column) => ({
        id: column.id,
        board: board.id,
        title: column.title,
        position: column.position,
        done: column.done,
        tasks: (byColumn.get(column.id) ?? []).sort((a, b) => a.position - b.position),
      })),
  }));
}

export function toProjectDetail(project: Project, boards: Board[]): ProjectDetail {
  return { ...project, boards };
}
