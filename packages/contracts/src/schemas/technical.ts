import { z } from 'zod';
import { SubscriptionHealth } from './subscription-status';
import { SyncEntry } from './sync';

/** How many of the latest sync entries the Technical details tab shows. */
export const RECENT_ENTRIES = 10;

/** The Technical details tab of a subscription: what support and the shop's settings need. */
export const SubscriptionTechnical = z.object({
  webhook_url: z.string(),
  /** the secret the shop signs its webhooks with, only its last characters; null when none */
  webhook_secret: z.string().nullable(),
  /** the incremental sync's cursor: everything up to here is processed */
  cursor: z.iso.datetime().nullable(),
  /** when the engine last finished an element of this subscription */
  last_processed: z.iso.datetime().nullable(),
  health: SubscriptionHealth,
  recent_entries: z.array(SyncEntry),
});
export type SubscriptionTechnical = z.infer<typeof SubscriptionTechnical>;
