import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, isRealDate, patchOf, requiredString } from '../validation';
import { CHECKLIST_MAX, TAGS_MAX, Tag } from './projects';

/**
 * SPEC §3 workflow template: name, description, tasks with a due-date offset in days (issue 15).
 * A project made from one with a start date dates each task start + offset; a recurrence makes
 * the next period's project for one client ahead of time (ADR 031).
 */
export const OFFSET_MIN = 0;
/** two years: an annual close with its filing fits well inside */
export const OFFSET_MAX = 730;
export const TEMPLATE_TASKS_MAX = 60;
export const LEAD_DAYS_DEFAULT = 14;
export const LEAD_DAYS_MAX = 90;
export const RECURRENCE_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

const text = (max: number) => z.string().trim().max(max, { error: 'max' });

/** A day that must be given: empty is "required", not "not a date". */
const requiredDay = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .refine(isRealDate, { error: 'date' });

const wholeDays = (min: number, max: number) =>
  z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(min, { error: 'number_min' })
    .max(max, { error: 'number_max' });

export const TemplateTaskInput = z.object({
  /** a task the template already has (kept, so projects made from it stay linked) */
  id: id().optional(),
  title: requiredString(200),
  description: text(2000),
  /** the task is due this many days after the project's start date */
  offset_days: wholeDays(OFFSET_MIN, OFFSET_MAX),
  /** the checklist's items, in order */
  checklist: z.array(requiredString(300)).max(CHECKLIST_MAX, { error: 'max_items' }),
  tags: z.array(Tag).max(TAGS_MAX, { error: 'max_items' }),
});
export type TemplateTaskInput = z.input<typeof TemplateTaskInput>;

export const WorkflowTemplateInput = z.object({
  name: requiredString(200),
  description: text(2000),
  /** in the order the project's tasks will have */
  tasks: z.array(TemplateTaskInput).max(TEMPLATE_TASKS_MAX, { error: 'max_items' }),
});
export type WorkflowTemplateInput = z.input<typeof WorkflowTemplateInput>;

export const WorkflowTemplatePatch = patchOf(WorkflowTemplateInput.partial());
export type WorkflowTemplatePatch = z.input<typeof WorkflowTemplatePatch>;

export const TemplateTask = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  offset_days: z.number().int(),
  checklist: z.array(z.string()),
  tags: z.array(z.string()),
});
export type TemplateTask = z.infer<typeof TemplateTask>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A template in the list: what it holds, how long its work spans, where it repeats. */
export const WorkflowTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  task_count: z.number().int(),
  /** the largest offset: the last task is due this many days after the start */
  span_days: z.number().int(),
  /** recurrences of clients this person sees */
  recurrence_count: z.number().int(),
  updated_by: Person,
  updated_at: z.iso.datetime(),
});
export type WorkflowTemplateSummary = z.infer<typeof WorkflowTemplateSummary>;

export const WorkflowTemplate = WorkflowTemplateSummary.extend({
  tasks: z.array(TemplateTask),
  /** projects made from it so far (they stay when it is deleted) */
  project_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type WorkflowTemplate = z.infer<typeof WorkflowTemplate>;

export const TEMPLATE_SORTS = ['name', 'task_count', 'updated_at'] as const;

export const WorkflowTemplateQuery = PageQuery.extend({
  /** name or description */
  search: z.string().trim().max(200).optional(),
  ordering: orderingOf(TEMPLATE_SORTS),
}).strict();

export const WorkflowTemplatePage = paginated(WorkflowTemplateSummary);

/** The firm's clients this person sees, for the forms' pickers. */
export const TemplateClient = z.object({ id: z.number().int(), name: z.string() });
export type TemplateClient = z.infer<typeof TemplateClient>;
export const TemplateClients = z.array(TemplateClient);

/** "Create project": name (empty for the default), client (optional), start date. */
export const ProjectFromTemplateInput = z.object({
  name: text(200).optional(),
  client: id().nullable().optional(),
  start_date: requiredDay(),
});
export type ProjectFromTemplateInput = z.input<typeof ProjectFromTemplateInput>;

export const ProjectFromTemplate = z.object({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    client: TemplateClient.nullable(),
    start_date: z.string(),
    end_date: z.string(),
    template: z.number().int(),
    period: z.string().nullable(),
  }),
  tasks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      due_date: z.string(),
      offset_days: z.number().int(),
    }),
  ),
});
export type ProjectFromTemplate = z.infer<typeof ProjectFromTemplate>;

/** A month's first day, or for quarters the first day of January, April, July or October. */
export function isPeriodStart(day: string, frequency: RecurrenceFrequency): boolean {
  if (!isRealDate(day) || !day.endsWith('-01')) return false;
  return frequency === 'monthly' || (Number(day.slice(5, 7)) - 1) % 3 === 0;
}

const recurrenceFields = {
  client: id(),
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'required' }),
  /** the next period's project is made this many days before the period starts */
  lead_days: wholeDays(0, LEAD_DAYS_MAX),
  active: z.boolean(),
};

/** The add form: every field, the first period's start among them. */
export const RecurrenceCreateForm = z.object({
  ...recurrenceFields,
  /** the first period a project is made for */
  first_period_start: requiredDay(),
});
export type RecurrenceCreateForm = z.input<typeof RecurrenceCreateForm>;

/**
 * POST: lead days default to 14, active to true. A period start must begin a period of the
 * frequency (`isPeriodStart`); the server checks it.
 */
export const RecurrenceInput = RecurrenceCreateForm.extend({
  lead_days: recurrenceFields.lead_days.default(LEAD_DAYS_DEFAULT),
  active: recurrenceFields.active.default(true),
});
export type RecurrenceInput = z.input<typeof RecurrenceInput>;

/** The edit form: every field, the next period's start in place of the first's. */
export const RecurrenceForm = z.object({ ...recurrenceFields, next_period_start: requiredDay() });
export type RecurrenceForm = z.input<typeof RecurrenceForm>;

/** Change, pause (active false) or move the next period (skip or repeat one). */
export const RecurrencePatch = patchOf(RecurrenceForm.partial());
export type RecurrencePatch = z.input<typeof RecurrencePatch>;

export const Recurrence = z.object({
  id: z.number().int(),
  template: z.number().int(),
  client: TemplateClient,
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  lead_days: z.number().int(),
  active: z.boolean(),
  /** the start of the next period without a project */
  next_period_start: z.string(),
  /** its label: YYYY-MM or YYYY-Qn */
  next_period: z.string(),
  /** the day its project is made (period start − lead days) */
  next_project_on: z.string(),
  /** the newest project it made */
  last_project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
});
export type Recurrence = z.infer<typeof Recurrence>;
export const Recurrences = z.array(Recurrence);

// Day arithmetic on YYYY-MM-DD, in UTC so no clock change moves a day.
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * 86_400_000));
}

/** The same day `months` later; a period start (the 1st) stays the 1st. */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  return toDay(
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())),
  );
}

export function nextPeriodStart(start: string, frequency: RecurrenceFrequency): string {
  return addMonths(start, frequency === 'monthly' ? 1 : 3);
}

/** `2026-12` for a month, `2026-Q4` for a quarter. */
export function periodLabel(start: string, frequency: RecurrenceFrequency): string {
  if (frequency === 'monthly') return start.slice(0, 7);
  return `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
}

/** "Månadsbokslut 2026-12 – Norrsken Handel AB"; without a client, no dash. */
export function projectNameFor(template: string, period: string, client: string | null): string {
  return client ? `${template} ${period} – ${client}` : `${template} ${period}`;
}
