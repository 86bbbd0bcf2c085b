import { z } from 'zod';
import { PageQuery, orderingOf } from '../pagination';
import { ROLES } from '../roles';
import { id, requiredString } from '../validation';
import { NOTIFICATION_TYPES } from './notifications';

/**
 * SPEC §3 system notification: title, type, text, schedule date and who gets it (everyone, roles,
 * companies, firms). Delivered once, at its schedule date, into each targeted user's notifications;
 * it can be changed or deleted only until then.
 */
export const SYSTEM_NOTIFICATION_TYPES = NOTIFICATION_TYPES;
export const SYSTEM_NOTIFICATION_TITLE_MAX = 200;
export const SYSTEM_NOTIFICATION_TEXT_MAX = 2000;
/** at most this many companies or firms in one notification's targets */
export const TARGETS_MAX = 100;
/**
 * A schedule date may lie this far in the past: the form picks whole minutes, so "now" is the
 * current minute, already partly gone when it is saved.
 */
export const SCHEDULE_GRACE_SECONDS = 120;

export const NotificationTargets = z.object({
  everyone: z.boolean(),
  roles: z.array(z.enum(ROLES)).max(ROLES.length),
  company_ids: z.array(id()).max(TARGETS_MAX, { error: 'max' }),
  firm_ids: z.array(id()).max(TARGETS_MAX, { error: 'max' }),
});
export type NotificationTargets = z.infer<typeof NotificationTargets>;

export const hasTarget = (t: NotificationTargets) =>
  t.everyone || t.roles.length > 0 || t.company_ids.length > 0 || t.firm_ids.length > 0;

/** Not before now (less the grace); `now` is the caller's clock (the server passes its own). */
export const isScheduleAllowed = (value: string, now: number = Date.now()) =>
  Date.parse(value) >= now - SCHEDULE_GRACE_SECONDS * 1000;

/** An instant with its offset ("2026-12-01T08:00:00.000Z"); empty is "required". */
const scheduleDate = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .pipe(z.iso.datetime({ offset: true, error: 'date_time' }))
    .refine((value) => isScheduleAllowed(value), { error: 'not_in_past' });

export const SystemNotificationInput = z.object({
  title: requiredString(SYSTEM_NOTIFICATION_TITLE_MAX),
  type: z.enum(SYSTEM_NOTIFICATION_TYPES, { error: 'required' }),
  text: requiredString(SYSTEM_NOTIFICATION_TEXT_MAX),
  scheduled_at: scheduleDate(),
  targets: NotificationTargets.refine(hasTarget, { error: 'no_target' }),
});
export type SystemNotificationInput = z.infer<typeof SystemNotificationInput>;

export const SYSTEM_NOTIFICATION_STATUSES = ['scheduled', 'delivered'] as const;

const named = z.object({ id: z.number().int(), name: z.string() });

export const SystemNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(SYSTEM_NOTIFICATION_TYPES),
  text: z.string(),
  scheduled_at: z.iso.datetime(),
  targets: NotificationTargets,
  /** the targeted companies and firms with their names, for the list */
  companies: z.array(named),
  firms: z.array(named),
  status: z.enum(SYSTEM_NOTIFICATION_STATUSES),
  delivered_at: z.iso.datetime().nullable(),
  /** how many users got it (once delivered) */
  recipients: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

export const SYSTEM_NOTIFICATION_SORTS = ['scheduled_at', 'title', 'created_at'] as const;

export const SystemNotificationQuery = PageQuery.extend({
  /** part of the title or text */
  search: z.string().trim().max(200).optional(),
  status: z.enum(SYSTEM_NOTIFICATION_STATUSES).optional(),
  type: z.enum(SYSTEM_NOTIFICATION_TYPES).optional(),
  /** latest schedule date first unless asked otherwise */
  ordering: orderingOf(SYSTEM_NOTIFICATION_SORTS),
}).strict();
export type SystemNotificationQuery = z.infer<typeof SystemNotificationQuery>;

/** Companies and firms a notification can target, found by name. */
export const TargetOptionsQuery = z
  .object({ search: z.string().trim().max(200).optional() })
  .strict();
export const TargetOptions = z.object({
  companies: z.array(named),
  firms: z.array(named),
});
export type TargetOptions = z.infer<typeof TargetOptions>;
