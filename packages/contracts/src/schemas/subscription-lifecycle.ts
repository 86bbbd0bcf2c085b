import { z } from 'zod';
import type { SUBSCRIPTION_STATUSES } from './subscriptions';

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §4's six actions on a subscription. */
export const SUBSCRIPTION_ACTIONS = [
  'activate',
  'deactivate',
  'cancel',
  'pause',
  'resume',
  'restart',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/**
 * The transition table (ADR 016): from which statuses each action may be taken, and where it
 * leads. What the table does not list is refused with a message. The portal itself also moves a
 * subscription to Error (its connection was refused) and from Cancelled to Terminated (its data
 * was deleted); On Hold and Completed are reserved and reached by no action.
 */
export const TRANSITIONS: Record<
  SubscriptionAction,
  { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }
> = {
  // from Pending only through the activation (checks, terms, paid history): see ADR 016
  activate: { from: ['Pending', 'Inactive'], to: 'Active' },
  deactivate: { from: ['Active', 'Paused', 'Error', 'On Hold'], to: 'Inactive' },
  pause: { from: ['Active'], to: 'Paused' },
  resume: { from: ['Paused'], to: 'Active' },
  restart: { from: ['Active', 'Error'], to: 'Active' },
  cancel: {
    from: ['Pending', 'Active', 'Inactive', 'Paused', 'Error', 'On Hold', 'Completed'],
    to: 'Cancelled',
  },
};

/** Where the action leads from the status, or null when the table refuses it. */
export function transition(
  status: SubscriptionStatus,
  action: SubscriptionAction,
): SubscriptionStatus | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? rule.to : null;
}

/** The actions a subscription in this status offers. */
export function allowedActions(status: SubscriptionStatus): SubscriptionAction[] {
  return SUBSCRIPTION_ACTIONS.filter((action) => transition(status, action) !== null);
}

/** Days between cancellation and the deletion of the subscription's data (SPEC §9; ADR 016). */
export const RETENTION_DAYS = 30;

export const SubscriptionActionRequest = z.object({ action: z.enum(SUBSCRIPTION_ACTIONS) });
