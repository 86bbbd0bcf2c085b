import { z } from 'zod';
import { ROLES } from '../roles';
import { requiredString } from '../validation';

export const RoleValue = z.enum(ROLES);
export const Locale = z.enum(['sv', 'en']);
export type Locale = z.infer<typeof Locale>;

export const CompanyRef = z.object({
  id: z.number().int(),
  name: z.string(),
  /** organisation number */
  company_id: z.string(),
});
export type CompanyRef = z.infer<typeof CompanyRef>;

export const FirmRef = z.object({ id: z.number().int(), name: z.string() });
export type FirmRef = z.infer<typeof FirmRef>;

/**
 * What a user wants to hear about, per kind of notification (schemas/notifications.ts
 * NOTIFICATION_KINDS): in the portal's inbox and by e-mail. Account notices (welcome, password
 * changed) always reach the inbox. Stored rows missing a key read as its default.
 */
export const NotificationSettings = z.object({
  in_app_sync_errors: z.boolean(),
  email_sync_errors: z.boolean(),
  in_app_messages: z.boolean(),
  email_messages: z.boolean(),
  in_app_todos: z.boolean(),
  email_todos: z.boolean(),
  in_app_system: z.boolean(),
  email_system: z.boolean(),
  in_app_payouts: z.boolean(),
  email_payouts: z.boolean(),
  in_app_faq: z.boolean(),
  email_faq: z.boolean(),
  email_weekly_summary: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** SPEC §3: the user has id, img, role, picture and primary_accountant_id, plus the form fields. */
export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleValue.nullable(),
  roles: z.array(RoleValue),
  phone: z.string(),
  is_accountant: z.boolean(),
  admin_alert_email: z.string(),
  receive_alerts: z.boolean(),
  img: z.string().nullable(),
  picture: z.string().nullable(),
  primary_accountant_id: z.number().int().nullable(),
  locale: Locale,
  is_active: z.boolean(),
  notification_settings: NotificationSettings,
  companies: z.array(CompanyRef),
  accounting_firms: z.array(FirmRef),
  /** the new-features flag of the user's accounting firm (ADR 006) */
  new_features: z.boolean(),
  date_joined: z.iso.datetime(),
});
export type User = z.infer<typeof User>;

/** PATCH users/{id}/: every field optional; email and role are not changed here. */
export const UserPatch = z
  .object({
    first_name: requiredString(100),
    last_name: requiredString(100),
    username: requiredString(150),
    phone: z.string().trim().max(32),
    admin_alert_email: z.union([z.literal(''), z.email({ error: 'email' })]),
    receive_alerts: z.boolean(),
    locale: Locale,
    notification_settings: NotificationSettings.partial(),
  })
  .partial();
export type UserPatch = z.infer<typeof UserPatch>;

/** Profile pictures: JPG, GIF or PNG, checked by content, at most 5 MB (ADR 007). */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const InviteUserRequest = z.object({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .pipe(z.email({ error: 'email' })),
  locale: Locale.optional(),
});
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;
