import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { invoices } from './billing';
import { createdAt, timestamptz } from './columns';
import { accountingFirms, companies } from './companies';
import { users } from './users';

/*
 * The accountant suite (SPEC §1, §2, §3): a firm's projects with Kanban boards and templates,
 * time against client rates, notes, client conversations, audit and tax preparation, kickbacks.
 * Every row belongs to one accounting firm; repositories scope by it.
 */

const author = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
const firm = () =>
  integer('firm_id')
    .notNull()
    .references(() => accountingFirms.id, { onDelete: 'cascade' });
const client = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

/** SPEC §3 workflow template: name, description, tasks with a due-date offset in days. */
export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_templates_firm_idx').on(t.firmId)],
);

export const workflowTemplateTasks = pgTable(
  'workflow_template_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** days after the project's start date that the task is due */
    offsetDays: integer('offset_days').notNull().default(0),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('workflow_template_tasks_template_idx').on(t.templateId, t.position),
    check('workflow_template_tasks_offset_check', sql`${t.offsetDays} BETWEEN -366 AND 3660`),
  ],
);

/**
 * A template repeated for one client: the next period's project is made `lead_days` before the
 * period starts (a monthly or quarterly close).
 */
export const workflowRecurrences = pgTable(
  'workflow_recurrences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    templateId: integer('template_id')
      .notNull()
      .references(() => workflowTemplates.id, { onDelete: 'cascade' }),
    companyId: client(),
    frequency: text('frequency').notNull(),
    leadDays: integer('lead_days').notNull().default(14),
    /** the start of the next period that has no project yet */
    nextPeriodStart: date('next_period_start', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: author('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('workflow_recurrences_template_company_key').on(t.templateId, t.companyId),
    index('workflow_recurrences_due_idx').on(t.active, t.nextPeriodStart),
    check('workflow_recurrences_frequency_check', sql`${t.frequency} IN ('monthly', 'quarterly')`),
    check('workflow_recurrences_lead_check', sql`${t.leadDays} BETWEEN 0 AND 90`),
  ],
);

/** SPEC §3 project: name, description, client (optional), internal flag, start and end dates. */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    internal: boolean('internal').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    templateId: integer('template_id').references(() => workflowTemplates.id, {
      onDelete: 'set null',
    }),
    recurrenceId: integer('recurrence_id').references(() => workflowRecurrences.id, {
      onDelete: 'set null',
    }),
    /** the period a recurrence made it for: YYYY-MM or YYYY-Qn */
    period: text('period'),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_firm_idx').on(t.firmId, t.startDate),
    index('projects_company_idx').on(t.companyId),
    uniqueIndex('projects_recurrence_period_key')
      .on(t.recurrenceId, t.period)
      .where(sql`${t.recurrenceId} IS NOT NULL`),
    check(
      'projects_dates_check',
      sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** SPEC §3 board: name and columns. */
export const projectBoards = pgTable(
  'project_boards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('project_boards_project_idx').on(t.projectId, t.position)],
);

export const boardColumns = pgTable(
  'board_columns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boardId: integer('board_id')
      .notNull()
      .references(() => projectBoards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** tasks moved here count as done (the board's last column by default) */
    done: boolean('done').notNull().default(false),
  },
  (t) => [index('board_columns_board_idx').on(t.boardId, t.position)],
);

/** SPEC §3 task: title, description, due date, column, checklist, assignee, tags. */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    columnId: integer('column_id')
      .notNull()
      .references(() => boardColumns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: author('assignee_id'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    /** order within the column, 0 first */
    position: integer('position').notNull().default(0),
    templateTaskId: integer('template_task_id').references(() => workflowTemplateTasks.id, {
      onDelete: 'set null',
    }),
    completedAt: timestamptz('completed_at'),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_tasks_column_idx').on(t.columnId, t.position),
    index('project_tasks_project_due_idx').on(t.projectId, t.dueDate),
    index('project_tasks_assignee_idx').on(t.assigneeId),
  ],
);

/** SPEC §3 client rate: the firm's hourly rate for one client, öre excluding VAT. */
export const clientRates = pgTable(
  'client_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    hourlyRate: integer('hourly_rate').notNull(),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('client_rates_firm_company_key').on(t.firmId, t.companyId),
    check('client_rates_rate_check', sql`${t.hourlyRate} >= 0`),
  ],
);

/**
 * Time an accountant spent, for a client (or the firm itself), a project and a task. A running
 * timer has `running_since` set; stopping it adds the elapsed minutes.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => projectTasks.id, { onDelete: 'set null' }),
    /** the day the time counts for */
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull().default(0),
    runningSince: timestamptz('running_since'),
    billable: boolean('billable').notNull().default(true),
    description: text('description').notNull().default(''),
    /** öre per hour when the entry was finished; null while running (then the client's rate) */
    hourlyRate: integer('hourly_rate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_entries_firm_date_idx').on(t.firmId, t.date),
    index('time_entries_company_date_idx').on(t.companyId, t.date),
    index('time_entries_user_date_idx').on(t.userId, t.date),
    uniqueIndex('time_entries_one_running_key')
      .on(t.userId)
      .where(sql`${t.runningSince} IS NOT NULL`),
    check('time_entries_minutes_check', sql`${t.minutes} BETWEEN 0 AND 1440`),
  ],
);

/**
 * SPEC §3 note: title, text, type, visibility (private: its author; firm: the firm's
 * accountants; shared: also the client's users), attached to one company, project or task.
 */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    authorId: author('author_id'),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    type: text('type').notNull().default('note'),
    visibility: text('visibility').notNull().default('private'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => projectTasks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_firm_idx').on(t.firmId, t.createdAt),
    index('notes_company_idx').on(t.companyId),
    index('notes_project_idx').on(t.projectId),
    index('notes_task_idx').on(t.taskId),
    check('notes_visibility_check', sql`${t.visibility} IN ('private', 'firm', 'shared')`),
    check('notes_type_check', sql`${t.type} IN ('note', 'meeting', 'call', 'email', 'reminder')`),
    check(
      'notes_one_attachment_check',
      sql`num_nonnulls(${t.companyId}, ${t.projectId}, ${t.taskId}) = 1`,
    ),
  ],
);

/** One conversation per firm and client company: the messages both sides write. */
export const clientMessages = pgTable(
  'client_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    authorId: author('author_id'),
    /** who wrote it: the firm's accountants or the client's users */
    side: text('side').notNull(),
    body: text('body').notNull(),
    /** when the other side first read it */
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_messages_conversation_idx').on(t.firmId, t.companyId, t.createdAt),
    check('client_messages_side_check', sql`${t.side} IN ('firm', 'client')`),
  ],
);

/**
 * An item of a client's audit checklist for a fiscal year. Items of a `kind` other than
 * `custom` are checked by the product itself (sync and reconciliation state) and link to proof.
 */
export const auditItems = pgTable(
  'audit_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    fiscalYear: integer('fiscal_year').notNull(),
    kind: text('kind').notNull().default('custom'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: author('assignee_id'),
    /** what the product found when it last checked an automatic item */
    proof: jsonb('proof').$type<Record<string, unknown>>(),
    checkedAt: timestamptz('checked_at'),
    completedAt: timestamptz('completed_at'),
    /** null when the product completed it */
    completedBy: author('completed_by'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audit_items_company_year_idx').on(t.companyId, t.fiscalYear, t.position),
    index('audit_items_firm_idx').on(t.firmId, t.dueDate),
    uniqueIndex('audit_items_kind_key')
      .on(t.companyId, t.fiscalYear, t.kind)
      .where(sql`${t.kind} <> 'custom'`),
    check('audit_items_status_check', sql`${t.status} IN ('open', 'in_progress', 'done')`),
  ],
);

/** How the firm files for a client: VAT period and the month the fiscal year ends. */
export const clientTaxSettings = pgTable(
  'client_tax_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    vatFrequency: text('vat_frequency').notNull().default('quarterly'),
    fiscalYearEndMonth: integer('fiscal_year_end_month').notNull().default(12),
    updatedBy: author('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('client_tax_settings_firm_company_key').on(t.firmId, t.companyId),
    check(
      'client_tax_settings_frequency_check',
      sql`${t.vatFrequency} IN ('monthly', 'quarterly', 'yearly')`,
    ),
    check('client_tax_settings_month_check', sql`${t.fiscalYearEndMonth} BETWEEN 1 AND 12`),
  ],
);

/** A VAT return or income tax return of a client for a period (SPEC §4: open, in progress, filed). */
export const taxReturns = pgTable(
  'tax_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
    /** the figures as filed (öre per box), kept so a later booking does not change them */
    figures: jsonb('figures').$type<Record<string, number>>(),
    filedAt: timestamptz('filed_at'),
    filedBy: author('filed_by'),
    assigneeId: author('assignee_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tax_returns_company_kind_period_key').on(t.companyId, t.kind, t.periodStart),
    index('tax_returns_firm_due_idx').on(t.firmId, t.dueDate),
    check('tax_returns_kind_check', sql`${t.kind} IN ('vat', 'income')`),
    check('tax_returns_status_check', sql`${t.status} IN ('open', 'in_progress', 'filed')`),
    check('tax_returns_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

/**
 * What a firm earns (kickback) or its client saved (discount) on one paid subscription invoice,
 * computed by the monthly job; a month's kickback lines add up to one payout (firm_payouts).
 */
export const kickbackLines = pgTable(
  'kickback_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: firm(),
    companyId: client(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references((): AnyPgColumn => invoices.id, { onDelete: 'cascade' }),
    /** YYYY-MM the invoice was paid in */
    period: text('period').notNull(),
    affiliateType: text('affiliate_type').notNull(),
    tier: text('tier').notNull(),
    /** öre, the invoice's net amount (excluding VAT) */
    invoiceNet: integer('invoice_net').notNull(),
    /** hundredths of a percent: 1000 is 10 % */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** öre */
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('kickback_lines_invoice_key').on(t.invoiceId),
    index('kickback_lines_firm_period_idx').on(t.firmId, t.period),
    check('kickback_lines_type_check', sql`${t.affiliateType} IN ('discount', 'kickback')`),
    check('kickback_lines_tier_check', sql`${t.tier} IN ('silver', 'gold', 'platinum')`),
  ],
);
