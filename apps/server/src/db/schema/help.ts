import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

const author = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** FAQ categories (SPEC §6: in-house staff view, create, edit and delete them). */
export const faqCategories = pgTable('faq_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** stable slug, e.g. `booking` */
  key: text('key').notNull().unique(),
  nameSv: text('name_sv').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * User guides (/guides): written by in-house staff, one row per language; the Swedish and
 * English versions of a guide share its `slug`. `body` is rich text, sanitized on the server.
 * `roles` is the audience (empty: every role that opens /guides); `appSlug` the app it is about.
 */
export const userGuides = pgTable(
  'user_guides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    appSlug: text('app_slug'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_guides_slug_locale_key').on(t.slug, t.locale),
    index('user_guides_app_slug_idx').on(t.appSlug),
    check('user_guides_locale_check', sql`${t.locale} IN ('sv', 'en')`),
  ],
);

/** Images in guides, served at unguessable URLs (like profile pictures, ADR 007). */
export const guideImages = pgTable('guide_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  token: text('token').notNull().unique(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdBy: author('created_by'),
  createdAt: createdAt(),
});

/**
 * To-dos (SPEC §3, §4): a company's (owners and colleagues see their company's), or in-house
 * staff's own work when `companyId` is null. Tags are free words, registered with enter or space.
 */
export const todos = pgTable(
  'todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** when it went to done; cleared when it is reopened */
    completedAt: timestamptz('completed_at'),
    /** set when the assignee was told it is overdue: told once per due date */
    overdueNotifiedAt: timestamptz('overdue_notified_at'),
    createdBy: author('created_by'),
    updatedBy: author('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('todos_company_status_idx').on(t.companyId, t.status),
    index('todos_assignee_idx').on(t.assigneeId),
    index('todos_tags_idx').using('gin', t.tags),
    check('todos_status_check', sql`${t.status} IN ('pending', 'onhold', 'done')`),
  ],
);

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type UserGuideRow = typeof userGuides.$inferSelect;
export type TodoRow = typeof todos.$inferSelect;
