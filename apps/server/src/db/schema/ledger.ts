import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/*
 * A company's whole ledger as read from its accounting system (Fortnox, Visma eEkonomi or an
 * uploaded SIE 4 file), kept in tables built for the financial tools (issue 16, ADR 036):
 * balances per account and month, so a statement never scans the transactions.
 * Amounts are öre; positive is debit, negative credit (as in SIE 4).
 */

const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const money = (name: string) => bigint(name, { mode: 'number' });
const author = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Where a company's ledger comes from and how its last refresh went. One per company. */
export const ledgerSources = pgTable(
  'ledger_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: company().unique('ledger_sources_company_key'),
    /** fortnox | visma | sie */
    kind: text('kind').notNull(),
    /** idle | queued | running | done | failed */
    status: text('status').notNull().default('idle'),
    /** 0–100 while running */
    progress: integer('progress').notNull().default(0),
    /** i18n key of the step running now, or of the failure */
    phase: text('phase'),
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    /** per source year: what an incremental refresh continues from (modified-since, counts) */
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    voucherCount: integer('voucher_count').notNull().default(0),
    transactionCount: integer('transaction_count').notNull().default(0),
    requestedBy: author('requested_by'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    refreshedAt: timestamptz('refreshed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ledger_sources_kind_check', sql`${t.kind} IN ('fortnox', 'visma', 'sie')`),
    check(
      'ledger_sources_status_check',
      sql`${t.status} IN ('idle', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** A financial year of the ledger. `detail` says whether its vouchers are here or only totals. */
export const ledgerYears = pgTable(
  'ledger_years',
  {
    companyId: company(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    /** the source's id of the year (Fortnox year id, Visma fiscal year id, SIE #RAR index) */
    sourceRef: text('source_ref').notNull(),
    /** vouchers | totals */
    detail: text('detail').notNull(),
    refreshedAt: timestamptz('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.start] }),
    check('ledger_years_detail_check', sql`${t.detail} IN ('vouchers', 'totals')`),
  ],
);

/** The chart of accounts as the company's ledger names it. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    companyId: company(),
    account: integer('account').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.account] })],
);

/**
 * What the source states per account and year: opening balance (#IB), closing balance (#UB) and
 * the year's result (#RES). Statements of years without vouchers use these.
 */
export const ledgerYearBalances = pgTable(
  'ledger_year_balances',
  {
    companyId: company(),
    yearStart: date('year_start', { mode: 'string' }).notNull(),
    account: integer('account').notNull(),
    opening: money('opening').notNull().default(0),
    closing: money('closing'),
    result: money('result'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.yearStart, t.account] })],
);

/** Movements per account and month: what every statement sums. */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  {
    companyId: company(),
    /** first day of the month */
    month: date('month', { mode: 'string' }).notNull(),
    account: integer('account').notNull(),
    debit: money('debit').notNull().default(0),
    credit: money('credit').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.account] })],
);

/**
 * The cash effect of each month by counter-account: the cash rows (19xx) of every voucher spread
 * over its other rows. The direct cash flow statement sums these.
 */
export const ledgerCashFlows = pgTable(
  'ledger_cash_flows',
  {
    companyId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    account: integer('account').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.account] })],
);

export const ledgerVouchers = pgTable(
  'ledger_vouchers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: company(),
    yearStart: date('year_start', { mode: 'string' }).notNull(),
    series: text('series').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull().default(''),
    /** the sum of its debit rows */
    amount: money('amount').notNull(),
    /** source: read from the accounting system; portal: booked by this product (a reversal) */
    origin: text('origin').notNull().default('source'),
    /** the voucher this one reverses (a merged duplicate) */
    reverses: bigint('reverses', { mode: 'number' }),
    /** the accounting system's id of it (Visma's voucher id), when not series and number */
    sourceRef: text('source_ref'),
  },
  (t) => [
    unique('ledger_vouchers_number_key').on(t.companyId, t.yearStart, t.series, t.number),
    index('ledger_vouchers_date_idx').on(t.companyId, t.date),
    check('ledger_vouchers_origin_check', sql`${t.origin} IN ('source', 'portal')`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    voucherId: bigint('voucher_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerVouchers.id, { onDelete: 'cascade' }),
    companyId: company(),
    date: date('date', { mode: 'string' }).notNull(),
    account: integer('account').notNull(),
    amount: money('amount').notNull(),
    /** dimension objects: "dimension:object" (SIE #TRANS object list) */
    objects: text('objects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text('text').notNull().default(''),
  },
  (t) => [
    index('ledger_transactions_voucher_idx').on(t.voucherId),
    index('ledger_transactions_account_idx').on(t.companyId, t.account, t.date),
  ],
);

/** SIE #DIM and #OBJEKT: cost centres, projects and their objects. */
export const ledgerDimensions = pgTable(
  'ledger_dimensions',
  {
    companyId: company(),
    dimension: integer('dimension').notNull(),
    /** empty for the dimension's own row */
    object: text('object').notNull().default(''),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dimension, t.object] })],
);

/** SPEC §3 budget: name, year, type (annual, quarterly, monthly), description. */
export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: company(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    /** annual | quarterly | monthly */
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('budgets_company_idx').on(t.companyId, t.year),
    check('budgets_type_check', sql`${t.type} IN ('annual', 'quarterly', 'monthly')`),
  ],
);

/** A budgeted amount per account and period (1 for annual, 1–4 quarterly, 1–12 monthly). */
export const budgetLines = pgTable(
  'budget_lines',
  {
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    account: integer('account').notNull(),
    period: integer('period').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.budgetId, t.account, t.period] }),
    check('budget_lines_period_check', sql`${t.period} BETWEEN 1 AND 12`),
  ],
);

/**
 * A pair of vouchers flagged as duplicates, waiting for review (SPEC §5: flag first, merge keeps
 * the earliest and cannot be undone). A merge books the reversal of the later one.
 */
export const duplicateReviews = pgTable(
  'duplicate_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: company(),
    keptVoucherId: bigint('kept_voucher_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerVouchers.id, { onDelete: 'cascade' }),
    duplicateVoucherId: bigint('duplicate_voucher_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerVouchers.id, { onDelete: 'cascade' }),
    /** strict | fuzzy | smart: the criteria that found it */
    criteria: text('criteria').notNull(),
    score: integer('score').notNull().default(100),
    /** flagged | dismissed | merged */
    status: text('status').notNull().default('flagged'),
    /** the reversal in our ledger, and the accounting system's reference of it */
    reversalVoucherId: bigint('reversal_voucher_id', { mode: 'number' }),
    reversalRef: text('reversal_ref'),
    decidedBy: author('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('duplicate_reviews_pair_key').on(t.companyId, t.keptVoucherId, t.duplicateVoucherId),
    index('duplicate_reviews_status_idx').on(t.companyId, t.status),
    check('duplicate_reviews_status_check', sql`${t.status} IN ('flagged', 'dismissed', 'merged')`),
    check('duplicate_reviews_criteria_check', sql`${t.criteria} IN ('strict', 'fuzzy', 'smart')`),
  ],
);

/** An anomaly someone looked at and marked as expected, so it is not flagged again. */
export const anomalyDismissals = pgTable(
  'anomaly_dismissals',
  {
    companyId: company(),
    /** the anomaly's stable key (rule or model, account, day or voucher) */
    key: text('key').notNull(),
    dismissedBy: author('dismissed_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * SPEC §3 schedule: name, report type and template, output format, data period, frequency, time,
 * day of week or month, recipients (to, cc, bcc). Of one company, or of a firm (consolidated).
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** balance_sheet | cash_flow | profit_and_loss | budget_analysis | custom */
    template: text('template').notNull(),
    /** custom: the sections chosen */
    sections: jsonb('sections').$type<string[]>().notNull().default([]),
    /** budget analysis: the budget it compares with */
    budgetId: integer('budget_id').references(() => budgets.id, { onDelete: 'set null' }),
    /** pdf | xlsx */
    format: text('format').notNull(),
    /** last_month | last_quarter | year_to_date | last_year */
    dataPeriod: text('data_period').notNull(),
    /** daily | weekly | monthly | quarterly | yearly */
    frequency: text('frequency').notNull(),
    /** HH:MM, Europe/Stockholm */
    time: text('time').notNull(),
    dayOfWeek: integer('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('sv'),
    active: boolean('active').notNull().default(true),
    nextRunAt: timestamptz('next_run_at').notNull(),
    lastRunAt: timestamptz('last_run_at'),
    /** sent | failed */
    lastStatus: text('last_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_due_idx').on(t.active, t.nextRunAt),
    index('report_schedules_company_idx').on(t.companyId),
  ],
);

/** One rendering and sending of a schedule. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    /** the due time it ran for: a run is made once per due time */
    dueAt: timestamptz('due_at').notNull(),
    status: text('status').notNull(),
    fileName: text('file_name'),
    outboxId: integer('outbox_id'),
    errorKey: text('error_key'),
    createdAt: createdAt(),
  },
  (t) => [unique('report_runs_due_key').on(t.scheduleId, t.dueAt)],
);

export type LedgerSourceRow = typeof ledgerSources.$inferSelect;
export type LedgerVoucherRow = typeof ledgerVouchers.$inferSelect;
export type BudgetRow = typeof budgets.$inferSelect;
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
