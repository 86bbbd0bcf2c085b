import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { bytea, timestamptz } from './columns';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  in_app_sync_errors: true,
  email_sync_errors: true,
  in_app_messages: true,
  email_messages: true,
  in_app_todos: true,
  email_todos: false,
  in_app_system: true,
  email_system: false,
  in_app_payouts: true,
  email_payouts: false,
  in_app_faq: true,
  email_faq: false,
  email_weekly_summary: false,
};

/** A guided tour's state for one user (SPEC §1): finished or dismissed, or where it stands. */
export interface TourProgress {
  status: 'active' | 'done' | 'dismissed';
  step: number;
  at: string;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** canonical role value of contracts/roles.ts */
    role: text('role'),
    phone: text('phone').notNull().default(''),
    isAccountant: boolean('is_accountant').notNull().default(false),
    adminAlertEmail: text('admin_alert_email').notNull().default(''),
    receiveAlerts: boolean('receive_alerts').notNull().default(false),
    picture: bytea('picture'),
    pictureMime: text('picture_mime'),
    /** random, unguessable; regenerated on each upload so old URLs die */
    pictureToken: text('picture_token').unique(),
    locale: text('locale').notNull().default('sv'),
    isActive: boolean('is_active').notNull().default(false),
    notificationSettings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_SETTINGS),
    /** guided tours by id (`owner`, `accountant`): shown once, restartable from the user menu */
    tours: jsonb('tours').$type<Record<string, TourProgress>>().notNull().default({}),
    /** the Monday of the week whose summary e-mail went out last: one per user and week */
    weeklySummarySentOn: date('weekly_summary_sent_on', { mode: 'string' }),
    primaryAccountantId: integer('primary_accountant_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check(
      'users_role_check',
      sql`${t.role} IN ('Owner', 'PartnerAccountant', 'MasterAccountant', 'Colleague', 'NonPartnerAccountant', 'AssistingAccountant', 'Inhouse')`,
    ),
    check('users_locale_check', sql`${t.locale} IN ('sv', 'en')`),
  ],
);

/** Every column but the picture bytes, which only the media route reads. */
const { picture: _picture, ...userColumnsWithoutPicture } = getTableColumns(users);
export const userColumns = userColumnsWithoutPicture;

export type UserRow = Omit<typeof users.$inferSelect, 'picture'>;
export type NewUserRow = typeof users.$inferInsert;
