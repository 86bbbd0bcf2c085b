import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  RETENTION_DAYS,
  transition,
  TRANSITIONS,
  type SubscriptionAction,
  type SubscriptionStatus,
} from '@portal/contracts/schemas/subscription-lifecycle';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { notFound, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { queueRun } from '../engine/scheduler';
import { recordEvent } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { moveStatus } from './lifecycle.repository';
import { findScopedSubscription } from './subscriptions.repository';
import { subscriptionView } from './subscriptions.service';

/** What each action changes besides the status. */
function effects(action: SubscriptionAction, now: Date) {
  switch (action) {
    case 'cancel':
      return { cancelledAt: now, purgeAfter: addSeconds(now, RETENTION_DAYS * 24 * 3600) };
    case 'restart':
      // a stuck run's lease is dropped, the error forgotten: the next run starts afresh
      return { leaseHolder: null, leaseUntil: null, statusReason: '', errorNotifiedAt: null };
    case 'activate':
    case 'resume':
      return { statusReason: '', errorNotifiedAt: null };
    default:
      return {};
  }
}

function refused(locale: AppLocale, action: SubscriptionAction, status: string) {
  return withDetail(409, 'conflict', `subscriptions.refused.${action}`, {
    status: t(locale, `subscriptions.statuses.${status}`),
  });
}

/**
 * Takes one of SPEC §4's actions on a subscription the caller sees (ADR 016). The status moves
 * only if it is still one the action may leave, in one statement, so two people pressing at once
 * cannot both move it; a refused action changes nothing and says why in the caller's language.
 */
export async function takeAction(
  ctx: AppContext,
  scope: Scope,
  id: number,
  action: SubscriptionAction,
  locale: AppLocale,
) {
  const found = await findScopedSubscription(ctx.db, scope, id);
  if (!found) throw notFound();
  const status = found.subscription.status as SubscriptionStatus;
  if (action === 'activate' && status === 'Pending') {
    throw withDetail(409, 'conflict', 'subscriptions.activate_pending');
  }
  const to = transition(status, action);
  if (!to) throw refused(locale, action, status);
  const now = ctx.clock.now();
  const from = TRANSITIONS[action].from.filter((s) => s !== 'Pending' || action !== 'activate');
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await moveStatus(tx, id, from, { status: to, ...effects(action, now) });
    if (!row) return null;
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action,
      oldData: { status },
      newData: { status: to },
    });
    return row;
  });
  if (!moved) {
    // someone else moved it first: answer for the status it has now
    const current = await findScopedSubscription(ctx.db, scope, id);
    throw refused(locale, action, current?.subscription.status ?? status);
  }
  // back to Active: catch up from the cursor at once rather than at the next tick
  if (to === 'Active') await queueRun(ctx, moved, { trigger: 'manual', createdBy: scope.actorId });
  return subscriptionView(ctx, scope, id);
}

/**
 * Back to Active after a reconnect (ADR 020): the provider takes the credentials again, so the
 * Error the engine set is cleared as a restart clears it, and the run catches up at once.
 * Answers whether it moved (it may have left Error meanwhile).
 */
export async function resumeAfterReconnect(ctx: AppContext, scope: Scope, id: number) {
  const now = ctx.clock.now();
  const to = TRANSITIONS.restart.to;
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await moveStatus(tx, id, ['Error'], { status: to, ...effects('restart', now) });
    if (!row) return null;
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action: 'reconnect',
      oldData: { status: 'Error' },
      newData: { status: to },
    });
    return row;
  });
  if (moved) await queueRun(ctx, moved, { trigger: 'manual', createdBy: scope.actorId });
  return moved !== null;
}
