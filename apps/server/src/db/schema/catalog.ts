import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { faqCategories } from './help';
import { users } from './users';

/**
 * What the catalogue offers (SPEC §3 "Catalogue has three lists: accountings, apps, products"):
 * apps (shops, payment providers), accounting systems, and products sold beside subscriptions
 * (history import, consultation hours). In-house staff edit the rows as generic resources.
 */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** the connector id for apps and accountings (`shopify`, `fortnox`), a code for products */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** a path under the portal's own origin (`/logos/shopify.svg`) */
    logo: text('logo').notNull().default(''),
    descriptionSv: text('description_sv').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** webshop, payment, accounting, service */
    category: text('category').notNull(),
    /** price per billing interval in öre excluding VAT: { monthly, quarterly, semiannual, annual } */
    prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
    /** what the app syncs (orders, refunds, payouts, …) */
    entities: jsonb('entities').$type<string[]>().notNull().default([]),
    /** the accountings (slugs) an app works with; empty for accountings and products */
    accountings: jsonb('accountings').$type<string[]>().notNull().default([]),
    /** the connector behind it; null for products */
    connectorId: text('connector_id'),
    /** a payment provider: connected on /bank-connect, its payouts settle the shop's sales */
    isPayment: boolean('is_payment').notNull().default(false),
    /** needs no accounting system of its own (ADR 015): listed on /standalone-apps */
    standalone: boolean('standalone').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('catalog_items_kind_slug_key').on(t.kind, t.slug),
    check('catalog_items_kind_check', sql`${t.kind} IN ('app', 'accounting', 'product')`),
  ],
);

/**
 * The FAQ store (SPEC §3): per app (or general), per language; hidden items are kept but not
 * shown, and some are for customers only (not shown to accountants and staff browsing).
 */
export const faqItems = pgTable(
  'faq_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the catalogue slug it belongs to, null for general questions */
    appSlug: text('app_slug'),
    locale: text('locale').notNull(),
    categoryId: integer('category_id').references(() => faqCategories.id, {
      onDelete: 'set null',
    }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    visibleForCustomerOnly: boolean('visible_for_customer_only').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** the engine reason codes (`engine.reason.<code>`) it answers: shown beside such sync entries */
    reasonCodes: text('reason_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('faq_items_app_slug_idx').on(t.appSlug),
    check('faq_items_locale_check', sql`${t.locale} IN ('sv', 'en')`),
  ],
);

/** Versioned terms and conditions (/terms-and-conditions); activation records the one accepted. */
export const termsVersions = pgTable('terms_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** e.g. `2026-11` */
  version: text('version').notNull().unique(),
  bodySv: text('body_sv').notNull(),
  bodyEn: text('body_en').notNull(),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
});

export type CatalogItemRow = typeof catalogItems.$inferSelect;
export type FaqItemRow = typeof faqItems.$inferSelect;
export type TermsVersionRow = typeof termsVersions.$inferSelect;
