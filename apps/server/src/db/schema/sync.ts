import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { subscriptions } from './subscriptions';

/**
 * One record per synced element (SPEC §3 sync entry report). The unique key (subscription,
 * source, source id, kind) is what makes booking exactly-once: a second delivery finds the first.
 */
export const syncEntries = pgTable(
  'sync_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    kind: text('kind').notNull(),
    eventType: text('event_type').notNull(),
    /** SPEC §9 element type e1–e8 */
    elementType: text('element_type').notNull(),
    referenceNumber: text('reference_number').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    /** the reason as a message key and its parameters, shown in the reader's language */
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>(),
    /** where it was booked, e.g. "W 12" */
    targetReference: text('target_reference'),
    /** a person's decision on an Ambiguous element: as_proposed, account or ignored */
    decision: text('decision'),
    decisionAccount: text('decision_account'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('sync_entries_element_key').on(t.subscriptionId, t.source, t.sourceId, t.kind),
    index('sync_entries_company_id_idx').on(t.companyId),
    index('sync_entries_subscription_updated_idx').on(t.subscriptionId, t.updatedAt),
    check(
      'sync_entries_status_check',
      sql`${t.status} IN ('Success', 'Failed', 'Ambiguous', 'Pending')`,
    ),
    check(
      'sync_entries_decision_check',
      sql`${t.decision} IS NULL OR ${t.decision} IN ('as_proposed', 'account', 'ignored')`,
    ),
  ],
);

/** Vouchers the product keeps itself, for subscriptions whose accounting is SIE files. */
export const bookedVouchers = pgTable(
  'booked_vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    syncEntryId: integer('sync_entry_id').references(() => syncEntries.id, {
      onDelete: 'set null',
    }),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    date: date('date').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    /** the engine's reference for the document, looked up before booking (exactly once) */
    marker: text('marker').notNull(),
    rows: jsonb('rows')
      .$type<{ account: string; debit: number; credit: number; description: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('booked_vouchers_number_key').on(t.subscriptionId, t.series, t.number),
    unique('booked_vouchers_marker_key').on(t.subscriptionId, t.marker),
    index('booked_vouchers_date_idx').on(t.subscriptionId, t.date),
  ],
);
export type SyncEntryRow = typeof syncEntries.$inferSelect;
