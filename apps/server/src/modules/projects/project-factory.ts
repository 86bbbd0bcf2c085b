import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { Db } from '../../db/client';
import { boardColumns, projectBoards, projects, projectTasks } from '../../db/schema/accountants';
import type { ChecklistItem } from '../../db/schema/accountants';
import { t } from '../../plugins/locale';

/** The columns every new project's first board starts with; the last one counts as done. */
export const DEFAULT_COLUMNS = ['todo', 'doing', 'done'] as const;

export interface NewProjectTask {
  title: string;
  description?: string;
  dueDate?: string | null;
  checklist?: ChecklistItem[];
  tags?: string[];
  assigneeId?: number | null;
  templateTaskId?: number | null;
}

export interface NewProject {
  firmId: number;
  companyId: number | null;
  name: string;
  description?: string;
  internal?: boolean;
  startDate?: string | null;
  endDate?: string | null;
  templateId?: number | null;
  recurrenceId?: number | null;
  period?: string | null;
  createdBy: number | null;
  /** placed in the first column, in this order */
  tasks?: NewProjectTask[];
}

/** Writes a board with the default columns (the last one counts as done) at `position`. */
export async function insertBoardWithColumns(
  db: Db,
  projectId: number,
  name: string,
  position: number,
  locale: AppLocale,
) {
  const [board] = await db.insert(projectBoards).values({ projectId, name, position }).returning();
  const columns = await db
    .insert(boardColumns)
    .values(
      DEFAULT_COLUMNS.map((key, index) => ({
        boardId: board!.id,
        title: t(locale, `projects.default_columns.${key}`),
        position: index,
        done: index === DEFAULT_COLUMNS.length - 1,
      })),
    )
    .returning();
  return { board: board!, columns: columns.sort((a, b) => a.position - b.position) };
}

/**
 * Writes a project with its first board (To do, In progress, Done in the creator's language) and
 * its tasks, in the caller's transaction. Used by the projects screen, templates and recurrences.
 */
export async function insertProjectWithBoard(db: Db, input: NewProject, locale: AppLocale) {
  const [project] = await db
    .insert(projects)
    .values({
      firmId: input.firmId,
      companyId: input.companyId,
      name: input.name,
      description: input.description ?? '',
      internal: input.internal ?? false,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      templateId: input.templateId ?? null,
      recurrenceId: input.recurrenceId ?? null,
      period: input.period ?? null,
      createdBy: input.createdBy,
      updatedBy: input.createdBy,
    })
    .returning();
  const { board, columns } = await insertBoardWithColumns(
    db,
    project!.id,
    t(locale, 'projects.default_board'),
    0,
    locale,
  );
  const first = columns[0]!;
  const tasks = input.tasks ?? [];
  if (tasks.length) {
    await db.insert(projectTasks).values(
      tasks.map((task, position) => ({
        projectId: project!.id,
        columnId: first.id,
        title: task.title,
        description: task.description ?? '',
        dueDate: task.dueDate ?? null,
        checklist: task.checklist ?? [],
        tags: task.tags ?? [],
        assigneeId: task.assigneeId ?? null,
        templateTaskId: task.templateTaskId ?? null,
        position,
        createdBy: input.createdBy,
        updatedBy: input.createdBy,
      })),
    );
  }
  return { project: project!, board, columns };
}
