import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, isRealDate, patchOf, queryId, requiredString } from '../validation';

/**
 * SPEC §3 projects of an accounting firm (issue 15): name, description, client (optional),
 * internal flag, start and end dates; boards with columns; tasks with title, description, due
 * date, column, checklist, assignee and tags.
 */
export const PROJECT_STATUSES = ['active', 'ended'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const CHECKLIST_MAX = 50;
/** The largest position a move names: a task moved there goes to the end of the column. */
export const POSITION_END = 100_000;

/** A day (YYYY-MM-DD), or empty/null for none: what a date input that may stay empty sends. */
export const optionalDay = () =>
  z
    .string()
    .refine((value) => value === '' || isRealDate(value), { error: 'date' })
    .nullable();

const text = (max: number) => z.string().trim().max(max, { error: 'max' });

const projectFields = {
  name: requiredString(200),
  description: text(2000),
  /** the firm's client company, null for none */
  client: id().nullable(),
  internal: z.boolean(),
  start_date: optionalDay(),
  end_date: optionalDay(),
};

/** The project form: every field present (the web form's shape). */
export const ProjectForm = z.object(projectFields);
export type ProjectForm = z.input<typeof ProjectForm>;

export const ProjectInput = z.object({
  ...projectFields,
  description: projectFields.description.optional(),
  client: projectFields.client.optional(),
  internal: projectFields.internal.optional(),
  start_date: projectFields.start_date.optional(),
  end_date: projectFields.end_date.optional(),
});
export type ProjectInput = z.input<typeof ProjectInput>;

export const ProjectPatch = patchOf(ProjectForm.partial());
export type ProjectPatch = z.input<typeof ProjectPatch>;

export const BoardInput = z.object({ name: requiredString(100) });

export const ColumnInput = z.object({
  title: requiredString(100),
  /** tasks moved here count as done */
  done: z.boolean().optional(),
});

/** Rename, mark done, or move the column to `position` among its board's columns (0 first). */
export const ColumnPatch = patchOf(
  z
    .object({
      title: requiredString(100),
      done: z.boolean(),
      position: z.number().int({ error: 'integer' }).min(0, { error: 'not_negative' }).max(1000),
    })
    .partial(),
);

export const Tag = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(TAG_MAX_LENGTH, { error: 'max' })
  .regex(/^\S+$/, { error: 'format' });

export const ChecklistItemInput = z.object({
  /** kept when editing an item; the server names new ones */
  id: z
    .string()
    .regex(/^[\w-]{1,40}$/, { error: 'format' })
    .optional(),
  text: requiredString(300),
  done: z.boolean(),
});

const taskFields = {
  title: requiredString(200),
  description: text(5000),
  due_date: optionalDay(),
  /** an accountant of the firm, null for nobody */
  assignee: id().nullable(),
  tags: z.array(Tag).max(TAGS_MAX, { error: 'max_items' }),
  checklist: z.array(ChecklistItemInput).max(CHECKLIST_MAX, { error: 'max_items' }),
};

/** The task form: every field present. */
export const TaskForm = z.object(taskFields);
export type TaskForm = z.input<typeof TaskForm>;

export const TaskInput = TaskForm.partial().required({ title: true });
export type TaskInput = z.input<typeof TaskInput>;

export const TaskPatch = patchOf(TaskForm.partial());
export type TaskPatch = z.input<typeof TaskPatch>;

/** Move a task to a column (of the same project) at `position` (0 first). */
export const TaskMove = z.object({
  column: id(),
  position: z
    .number()
    .int({ error: 'integer' })
    .min(0, { error: 'not_negative' })
    .max(POSITION_END),
});
export type TaskMove = z.input<typeof TaskMove>;

const Person = z.object({ id: z.number().int(), name: z.string() });
export type Person = z.infer<typeof Person>;

export const ChecklistItem = z.object({ id: z.string(), text: z.string(), done: z.boolean() });
export type ChecklistItem = z.infer<typeof ChecklistItem>;

export const Task = z.object({
  id: z.number().int(),
  project: z.number().int(),
  column: z.number().int(),
  title: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  assignee: Person.nullable(),
  tags: z.array(z.string()),
  checklist: z.array(ChecklistItem),
  position: z.number().int(),
  completed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Task = z.infer<typeof Task>;

export const Column = z.object({
  id: z.number().int(),
  board: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  done: z.boolean(),
  tasks: z.array(Task),
});
export type Column = z.infer<typeof Column>;

export const Board = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  columns: z.array(Column),
});
export type Board = z.infer<typeof Board>;

export const Project = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  internal: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  task_count: z.number().int(),
  done_count: z.number().int(),
  overdue_count: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Project = z.infer<typeof Project>;

export const ProjectDetail = Project.extend({ boards: z.array(Board) });
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const PROJECT_SORTS = ['name', 'client', 'start_date', 'end_date', 'created_at'] as const;

export const ProjectQuery = PageQuery.extend({
  /** project name, description or client name */
  search: z.string().trim().max(200).optional(),
  client: queryId().optional(),
  internal: z.enum(['true', 'false']).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  ordering: orderingOf(PROJECT_SORTS),
}).strict();

export const ProjectPage = paginated(Project);

/** What the forms offer: the firm's clients this person sees and the firm's accountants. */
export const ProjectOptions = z.object({
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  accountants: z.array(Person),
});
export type ProjectOptions = z.infer<typeof ProjectOptions>;
