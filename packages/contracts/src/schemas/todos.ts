import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, isRealDate, isoDate, patchOf, queryId, requiredString } from '../validation';

/** SPEC §4: a to-do is pending, on hold or done. */
export const TODO_STATUSES = ['pending', 'onhold', 'done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

export const TODO_TASK_MAX = 200;
export const TODO_DESCRIPTION_MAX = 5_000;
export const TODO_TAG_MAX = 40;
export const TODO_TAGS_MAX = 20;
/** SPEC §5: a tag is registered with Enter or Space, so a tag is one word. */
export const TODO_TAG_SPLIT_CHARS = [' ', ','];
export const TODO_SORTS = ['due_date', 'created_at', 'status', 'task'] as const;
/** How many to-dos one bulk change may name (a few pages of the list). */
export const TODO_BULK_MAX = 500;

/** Tags as the person typed them: each trimmed, one word, merged when they differ only in case. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLocaleLowerCase('sv');
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

const Tag = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TODO_TAG_MAX, { error: 'max' })
  .regex(/^\S+$/, { error: 'format' });

export const TodoTags = z
  .array(Tag, { error: 'required' })
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(TODO_TAGS_MAX, { error: 'max_items' }));

/** A due date, or none: the form's empty date input counts as none. */
const DueDate = z
  .string({ error: 'date' })
  .trim()
  .refine((v) => v === '' || isRealDate(v), { error: 'date' })
  .transform((v) => v || null)
  .nullable();

const TodoFields = z.object({
  task: requiredString(TODO_TASK_MAX),
  description: z
    .string({ error: 'required' })
    .trim()
    .max(TODO_DESCRIPTION_MAX, { error: 'max' })
    .default(''),
  due_date: DueDate.default(null),
  tags: TodoTags.default([]),
  /** someone who sees the to-do: the company's owner or colleague, or in-house staff */
  assignee: id().nullable().default(null),
  status: z.enum(TODO_STATUSES, { error: 'no_such' }).default('pending'),
});

/**
 * A new to-do. `company` is for in-house staff only: a company's id, or null for their own
 * internal to-do; owners and colleagues always write in their active company.
 */
export const TodoInput = TodoFields.extend({ company: id().nullable().optional() }).strict();
export type TodoInput = z.input<typeof TodoInput>;

/** The create and edit form's fields (the company comes from where it is opened). */
export const TodoForm = TodoFields;
export type TodoFormValues = z.input<typeof TodoForm>;

/** A change: only the fields sent change. */
export const TodoPatch = patchOf(
  z
    .object({
      task: TodoFields.shape.task,
      description: z.string({ error: 'required' }).trim().max(TODO_DESCRIPTION_MAX, {
        error: 'max',
      }),
      due_date: DueDate,
      tags: TodoTags,
      assignee: id().nullable(),
      status: TodoFields.shape.status.unwrap(),
      company: id().nullable(),
    })
    .partial()
    .strict(),
);
export type TodoPatch = z.input<typeof TodoPatch>;

const TodoIds = z
  .array(id(), { error: 'required' })
  .min(1, { error: 'required' })
  .max(TODO_BULK_MAX, { error: 'max_items' });

/** Every id must be the caller's, or nothing changes. */
export const TodoBulkStatus = z
  .object({ ids: TodoIds, status: z.enum(TODO_STATUSES, { error: 'no_such' }) })
  .strict();
export type TodoBulkStatus = z.input<typeof TodoBulkStatus>;

export const TodoBulkDelete = z.object({ ids: TodoIds }).strict();
export type TodoBulkDelete = z.input<typeof TodoBulkDelete>;

export const TodoBulkResult = z.object({ count: z.number().int() });

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** A tag with the colour of its badge (gray unless `todo-tags` names a colour for it). */
export const TodoTag = z.object({ name: z.string(), colour: z.string() });
export type TodoTag = z.infer<typeof TodoTag>;

export const Todo = z.object({
  id: z.number().int(),
  task: z.string(),
  description: z.string(),
  due_date: z.string().nullable(),
  tags: z.array(TodoTag),
  assignee: Ref.nullable(),
  status: z.enum(TODO_STATUSES),
  /** due before today (Europe/Stockholm) and not done */
  overdue: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
  /** null: in-house staff's own, internal to-do */
  company: Ref.nullable(),
  created_by: Ref.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Todo = z.infer<typeof Todo>;

export const TodoPage = paginated(Todo);

/** `status` is one or several statuses, comma separated. */
const Statuses = z
  .string()
  .regex(/^(pending|onhold|done)(,(pending|onhold|done))*$/, { error: 'no_such' })
  .transform((v) => [...new Set(v.split(','))] as TodoStatus[]);

/** The narrowing every to-do view shares: the list, its counts and its export. */
const TodoFilters = z.object({
  /** in the task or the description */
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().min(1).max(TODO_TAG_MAX).optional(),
  /** a person, `me`, or `none` for unassigned */
  assignee: z.union([z.enum(['me', 'none']), queryId()]).optional(),
  due_from: isoDate().optional(),
  due_to: isoDate().optional(),
  /** in-house staff only: a company, or `internal` for their own to-dos */
  company: z.union([z.literal('internal'), queryId()]).optional(),
});
export type TodoFilters = z.infer<typeof TodoFilters>;

export const TodoQuery = PageQuery.extend(TodoFilters.shape)
  .extend({
    status: Statuses.optional(),
    overdue: z
      .enum(['true', 'false'], { error: 'no_such' })
      .transform((v) => v === 'true')
      .optional(),
    ordering: orderingOf(TODO_SORTS),
  })
  .strict();
export type TodoQuery = z.infer<typeof TodoQuery>;

export const TodoCountsQuery = TodoFilters.strict();

/** How many to-dos of the view are in each status, and how many are overdue. */
export const TodoCounts = z.object({
  pending: z.number().int(),
  onhold: z.number().int(),
  done: z.number().int(),
  overdue: z.number().int(),
});
export type TodoCounts = z.infer<typeof TodoCounts>;

/** The tags in the caller's to-dos, most used first. */
export const TodoTagList = z.object({
  results: z.array(TodoTag.extend({ count: z.number().int() })),
});

export const TodoAssigneesQuery = z
  .object({ company: z.union([z.literal('internal'), queryId()]).optional() })
  .strict();

/** Who a to-do may be given to: the company's owners and colleagues, and in-house staff. */
export const TodoAssigneeList = z.object({
  results: z.array(Ref.extend({ inhouse: z.boolean() })),
});
export type TodoAssignee = z.infer<typeof TodoAssigneeList>['results'][number];
