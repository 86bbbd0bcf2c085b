import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { subscriptions } from './subscriptions';
import { users } from './users';

/**
 * How a subscription reaches one external system: which connector, at which base URL (a
 * sandbox or a local simulator works), with which credentials. One per side of a subscription.
 */
export const connections = pgTable(
  'connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    connectorId: text('connector_id').notNull(),
    baseUrl: text('base_url').notNull(),
    credentials: jsonb('credentials').$type<Record<string, string>>().notNull().default({}),
    /** demo connections point at the in-process simulators, whose port changes per start */
    simulated: boolean('simulated').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('connections_side_key').on(t.subscriptionId, t.side),
    check('connections_side_check', sql`${t.side} IN ('app', 'accounting')`),
  ],
);

/** One sync run or trigger (SPEC §3 periodic task, states of SPEC §4). */
export const periodicTasks = pgTable(
  'periodic_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** schedule, manual, webhook */
    trigger: text('trigger').notNull(),
    /** backfill, incremental, element */
    syncType: text('sync_type').notNull(),
    status: text('status').notNull().default('pending'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kwargs: jsonb('kwargs').$type<Record<string, unknown>>().notNull().default({}),
    result: text('result').notNull().default(''),
    /** counts of the run: booked, duplicates, failed, ambiguous */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('periodic_tasks_subscription_idx').on(t.subscriptionId, t.createdAt),
    check(
      'periodic_tasks_status_check',
      sql`${t.status} IN ('failure', 'pending', 'received', 'retry', 'revoked', 'started', 'success')`,
    ),
  ],
);

/** Webhook deliveries seen, so the same delivery (providers retry) is acted on once. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').notNull(),
    topic: text('topic').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [unique('webhook_deliveries_key').on(t.subscriptionId, t.deliveryId)],
);

/**
 * Sales waiting for their summary voucher (summary posting per payout or per day): kept with
 * their canonical form until the summary that takes them is booked.
 */
export const stagedSales = pgTable(
  'staged_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    syncEntryId: integer('sync_entry_id').notNull(),
    day: date('day').notNull(),
    /** the order id a payout names (refunds carry their order's id) */
    orderId: text('order_id').notNull(),
    sale: jsonb('sale').notNull(),
    /** the summary's marker once it is booked */
    summaryKey: text('summary_key'),
  },
  (t) => [
    unique('staged_sales_entry_key').on(t.syncEntryId),
    index('staged_sales_open_idx').on(t.subscriptionId, t.day),
  ],
);

/** JavaScript written by in-house staff, run at an entry point of SPEC §9 in a sandbox. */
export const customRules = pgTable(
  'custom_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    entryPoint: text('entry_point').notNull(),
    /** the accounting system (fortnox, visma, sie) the rule applies to; null = all */
    accountingName: text('accounting_name'),
    /** the app (shopify, woocommerce…) the rule applies to; null = all */
    appName: text('app_name'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'custom_rules_entry_point_check',
      sql`${t.entryPoint} IN ('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8')`,
    ),
  ],
);

export type ConnectionRow = typeof connections.$inferSelect;
export type PeriodicTaskRow = typeof periodicTasks.$inferSelect;
export type CustomRuleRow = typeof customRules.$inferSelect;

/**
 * Every provider request and response (the API log), secrets masked before they get here; kept
 * 14 days. Written in batches off the request path.
 */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    connectionId: integer('connection_id').references(() => connections.id, {
      onDelete: 'cascade',
    }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    connectorId: text('connector_id').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    attempt: integer('attempt').notNull(),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_logs_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('api_logs_created_idx').on(t.createdAt),
  ],
);

/**
 * What the engine booked in a subscription's ledger, kept as booked (any ledger: Fortnox, Visma,
 * SIE), so a company's month can be reconciled without asking each ledger: clearing accounts,
 * payouts and their differences (the /report screen).
 */
export const bookedDocuments = pgTable(
  'booked_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    marker: text('marker').notNull(),
    /** what the marker names: order, refund, payout, or a summary (day:…, payout:…) */
    kind: text('kind').notNull(),
    /** the element's id at its source (a payout's id), or the summary's key */
    sourceId: text('source_id').notNull(),
    /** the ledger's own reference */
    reference: text('reference').notNull(),
    type: text('type').notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    rows: jsonb('rows')
      .$type<{ account: string; debit: number; credit: number; description: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('booked_documents_marker_key').on(t.subscriptionId, t.marker),
    index('booked_documents_company_idx').on(t.companyId, t.date),
  ],
);
export type BookedDocumentRow = typeof bookedDocuments.$inferSelect;
