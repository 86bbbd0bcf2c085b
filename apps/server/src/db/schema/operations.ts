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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { accountingFirms, companies } from './companies';
import { customRules } from './engine';
import { subscriptions } from './subscriptions';
import { users } from './users';

const author = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * SPEC §3 custom account mapping: which account a matching line of a company's bookings goes to
 * instead of the subscription's mapping (ADR 026).
 */
export const customAccountMappings = pgTable(
  'custom_account_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** one subscription of the company; null = every subscription of it */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, {
      onDelete: 'cascade',
    }),
    accountType: text('account_type').notNull(),
    accountNumber: text('account_number').notNull(),
    matchType: text('match_type').notNull().default('any'),
    matchCode: text('match_code').notNull().default(''),
    /** VAT rate in percent the line must have; null = any */
    vatRate: integer('vat_rate'),
    /** order, refund or payout; null = any */
    eventType: text('event_type'),
    /** the ledger's own number for the account, where it differs (e.g. a Visma account id) */
    accountingNumber: text('accounting_number').notNull().default(''),
    forCompany: boolean('for_company').notNull().default(true),
    recurringTransactions: boolean('recurring_transactions').notNull().default(false),
    giftCards: boolean('gift_cards').notNull().default(false),
    shipping: boolean('shipping').notNull().default(false),
    discount: boolean('discount').notNull().default(false),
    feeLines: boolean('fee_lines').notNull().default(false),
    product: boolean('product').notNull().default(false),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_account_mappings_company_idx').on(t.companyId),
    check(
      'custom_account_mappings_event_type_check',
      sql`${t.eventType} IS NULL OR ${t.eventType} IN ('order', 'refund', 'payout')`,
    ),
  ],
);

/**
 * The rows of every collection in the contracts' resource registry (`/generic-resource/{resource}`):
 * the registry's zod schema validates `data`, so a new resource needs no migration.
 */
export const genericRecords = pgTable(
  'generic_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resource: text('resource').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('generic_records_resource_idx').on(t.resource, t.id)],
);

export interface NotificationTargets {
  everyone: boolean;
  roles: string[];
  companyIds: number[];
  firmIds: number[];
}

/** SPEC §3 system notification: delivered once, at its schedule date, to the targeted users. */
export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    type: text('type').notNull().default('info'),
    text: text('text').notNull(),
    scheduledAt: timestamptz('scheduled_at').notNull(),
    targets: jsonb('targets').$type<NotificationTargets>().notNull(),
    /** set when the job delivered it; never delivered twice */
    deliveredAt: timestamptz('delivered_at'),
    recipients: integer('recipients'),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('system_notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.deliveredAt} IS NULL`),
    check(
      'system_notifications_type_check',
      sql`${t.type} IN ('success', 'error', 'warning', 'info', 'default')`,
    ),
  ],
);

/** SPEC §3 payout to an accounting firm: a kickback of a period, or entered by hand. */
export const firmPayouts = pgTable(
  'firm_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => accountingFirms.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    invoiceNumber: text('invoice_number').notNull().default(''),
    /** öre */
    amount: integer('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    source: text('source').notNull().default('manual'),
    /** YYYY-MM of a kickback; null for one entered by hand */
    period: text('period'),
    note: text('note').notNull().default(''),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('firm_payouts_firm_idx').on(t.firmId, t.date),
    uniqueIndex('firm_payouts_kickback_period_key')
      .on(t.firmId, t.period)
      .where(sql`${t.source} = 'kickback'`),
    check('firm_payouts_status_check', sql`${t.status} IN ('pending', 'paid')`),
    check('firm_payouts_source_check', sql`${t.source} IN ('manual', 'kickback')`),
    check('firm_payouts_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Every saved state of a custom rule, so a change can be seen and undone. */
export const customRuleVersions = pgTable(
  'custom_rule_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => customRules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    code: text('code').notNull(),
    entryPoint: text('entry_point').notNull(),
    accountingName: text('accounting_name'),
    appName: text('app_name'),
    active: boolean('active').notNull(),
    createdBy: author('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('custom_rule_versions_rule_version_key').on(t.ruleId, t.version)],
);

/**
 * A subscription whose sync keeps failing or falls behind: opened once, closed when it heals; the
 * alerts (in-house notification, owner e-mail) go out on those two moments only.
 */
export const syncIncidents = pgTable(
  'sync_incidents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    openedAt: createdAt(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    uniqueIndex('sync_incidents_open_key')
      .on(t.subscriptionId)
      .where(sql`${t.resolvedAt} IS NULL`),
    check('sync_incidents_kind_check', sql`${t.kind} IN ('failing', 'behind')`),
  ],
);
