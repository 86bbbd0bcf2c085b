import { getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { bytea, timestamptz } from './columns';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email_sync_errors: true,
  email_weekly_summary: false,
  email_product_news: false,
  in_app_sync_errors: true,
};

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
