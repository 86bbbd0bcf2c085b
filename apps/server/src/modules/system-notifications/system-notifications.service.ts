import { isScheduleAllowed } from '@portal/contracts/schemas/system-notifications';
import type {
  NotificationTargets as TargetsDto,
  SystemNotification,
  SystemNotificationInput,
} from '@portal/contracts/schemas/system-notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { NotificationTargets } from '../../db/schema/operations';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import { dispatchEmails } from '../mail/mail.service';
import type { Scope } from '../tenancy/scope';
import { dueIds } from './delivery.repository';
import { deliverOne } from './delivery.service';
import {
  deleteUndelivered,
  findSystemNotification,
  insertSystemNotification,
  listSystemNotifications,
  namesOf,
  targetOptions,
  updateUndelivered,
} from './system-notifications.repository';
import type {
  NewSystemNotification,
  SystemNotificationFilter,
  SystemNotificationRow,
} from './system-notifications.repository';

const toStored = (t: TargetsDto): NotificationTargets => ({
  everyone: t.everyone,
  roles: [...new Set(t.roles)],
  companyIds: [...new Set(t.company_ids)],
  firmIds: [...new Set(t.firm_ids)],
});
const toTargetsDto = (t: NotificationTargets): TargetsDto => ({
  everyone: t.everyone,
  roles: t.roles as TargetsDto['roles'],
  company_ids: t.companyIds,
  firm_ids: t.firmIds,
});

async function toDtos(
  db: Db,
  rows: { notification: SystemNotificationRow; author: string | null }[],
): Promise<SystemNotification[]> {
  const names = await namesOf(
    db,
    [...new Set(rows.flatMap((r) => r.notification.targets.companyIds))],
    [...new Set(rows.flatMap((r) => r.notification.targets.firmIds))],
  );
  return rows.map(({ notification: n, author }) => ({
    id: n.id,
    title: n.title,
    type: n.type as SystemNotification['type'],
    text: n.text,
    scheduled_at: n.scheduledAt.toISOString(),
    targets: toTargetsDto(n.targets),
    companies: names.companies.filter((c) => n.targets.companyIds.includes(c.id)),
    firms: names.firms.filter((f) => n.targets.firmIds.includes(f.id)),
    status: n.deliveredAt ? 'delivered' : 'scheduled',
    delivered_at: n.deliveredAt?.toISOString() ?? null,
    recipients: n.recipients,
    created_by: author,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  }));
}

export async function listNotices(ctx: AppContext, filter: SystemNotificationFilter) {
  const { count, rows } = await listSystemNotifications(ctx.db, filter);
  return { count, results: await toDtos(ctx.db, rows) };
}

export async function getNotice(ctx: AppContext, id: number) {
  const row = await findSystemNotification(ctx.db, id);
  if (!row) throw notFound();
  return (await toDtos(ctx.db, [row]))[0]!;
}

export const noticeTargetOptions = (ctx: AppContext, search: string | undefined) =>
  targetOptions(ctx.db, search || undefined, 50);

const alreadyDelivered = () =>
  withDetail(409, 'conflict', 'system_notifications.already_delivered');

/** The schedule date by the server's clock, and targets that name companies and firms that exist. */
async function assertValid(ctx: AppContext, input: Partial<SystemNotificationInput>) {
  if (input.scheduled_at !== undefined && !isScheduleAllowed(input.scheduled_at, +ctx.clock.now()))
    throw fieldError('validation_error', 'scheduled_at', 'validation.not_in_past', {
      field: 'scheduled_at',
    });
  if (!input.targets) return;
  const { company_ids, firm_ids } = input.targets;
  const found = await namesOf(ctx.db, company_ids, firm_ids);
  if (
    found.companies.length !== new Set(company_ids).size ||
    found.firms.length !== new Set(firm_ids).size
  )
    throw fieldError('validation_error', 'targets', 'validation.no_such', { field: 'targets' });
}

function toRow(input: Partial<SystemNotificationInput>): Partial<NewSystemNotification> {
  const row: Partial<NewSystemNotification> = {};
  if (input.title !== undefined) row.title = input.title;
  if (input.type !== undefined) row.type = input.type;
  if (input.text !== undefined) row.text = input.text;
  if (input.scheduled_at !== undefined) row.scheduledAt = new Date(input.scheduled_at);
  if (input.targets !== undefined) row.targets = toStored(input.targets);
  return row;
}

/**
 * Delivery on time: a job that starts at the schedule date (the key makes a repeat send of the
 * same date a no-op); the job delivers whatever is due, so an earlier date left behind by an
 * edit finds nothing, and the minutely sweep catches a job that was lost.
 */
async function scheduleDelivery(ctx: AppContext, row: SystemNotificationRow) {
  const seconds = Math.ceil((row.scheduledAt.getTime() - ctx.clock.now().getTime()) / 1000);
  try {
    await ctx.queue.send(
      'system-notifications.deliver',
      {},
      {
        key: `${row.id}:${row.scheduledAt.toISOString()}`,
        startAfterSeconds: Math.max(0, seconds),
      },
    );
  } catch (error) {
    ctx.log.error({ err: error, id: row.id }, 'could not queue a system notification');
  }
}

export async function createNotice(ctx: AppContext, scope: Scope, input: SystemNotificationInput) {
  await assertValid(ctx, input);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertSystemNotification(tx, {
      ...(toRow(input) as NewSystemNotification),
      createdBy: scope.actorId,
      updatedBy: scope.actorId,
      createdAt: now,
      updatedAt: now,
    });
    await recordEvent(tx, scope, now, {
      entity: 'system_notification',
      entityId: created.id,
      action: 'created',
      newData: snapshot(created),
    });
    return created;
  });
  await scheduleDelivery(ctx, row);
  return getNotice(ctx, row.id);
}

export async function patchNotice(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: Partial<SystemNotificationInput>,
) {
  const current = await findSystemNotification(ctx.db, id);
  if (!current) throw notFound();
  if (current.notification.deliveredAt) throw alreadyDelivered();
  await assertValid(ctx, input);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const changed = await updateUndelivered(tx, id, {
      ...toRow(input),
      updatedBy: scope.actorId,
      updatedAt: now,
    });
    if (!changed) return null;
    await recordEvent(tx, scope, now, {
      entity: 'system_notification',
      entityId: id,
      action: 'updated',
      oldData: snapshot({ ...current.notification, updatedAt: undefined }),
      newData: snapshot({ ...changed, updatedAt: undefined }),
    });
    return changed;
  });
  if (!row) throw alreadyDelivered();
  await scheduleDelivery(ctx, row);
  return getNotice(ctx, id);
}

export async function removeNotice(ctx: AppContext, scope: Scope, id: number) {
  const current = await findSystemNotification(ctx.db, id);
  if (!current) throw notFound();
  if (current.notification.deliveredAt) throw alreadyDelivered();
  const removed = await ctx.db.transaction(async (tx) => {
    if (!(await deleteUndelivered(tx, id))) return false;
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'system_notification',
      entityId: id,
      action: 'deleted',
      oldData: snapshot(current.notification),
    });
    return true;
  });
  if (!removed) throw alreadyDelivered();
}

/**
 * The delivery job: every due notification, each in its own transaction, its e-mails handed to
 * the queue once it commits; ids delivered.
 */
export async function deliverDue(ctx: AppContext) {
  const now = ctx.clock.now();
  const delivered: { id: number; recipients: number }[] = [];
  for (const id of await dueIds(ctx.db, now)) {
    const result = await ctx.db.transaction((tx) => deliverOne(tx, id, now, ctx.config.publicUrl));
    if (!result) continue;
    await dispatchEmails(ctx, result.mails);
    delivered.push({ id, recipients: result.recipients });
  }
  if (delivered.length) ctx.log.info({ delivered }, 'system notifications delivered');
  return delivered;
}
