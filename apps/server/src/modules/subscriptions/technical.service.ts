import { RECENT_ENTRIES } from '@portal/contracts/schemas/technical';
import type { SubscriptionTechnical } from '@portal/contracts/schemas/technical';
import { CONNECTORS } from '@portal/connectors/registry';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { maskSecret } from '../../lib/credentials-cipher';
import { connectionsOf } from '../engine/connections.repository';
import { listEntries } from '../engine/engine.service';
import { healthPage } from '../subscription-status/subscription-status.repository';
import { toStatusRow } from '../subscription-status/subscription-status.service';
import type { Scope } from '../tenancy/scope';
import { visibleSubscription } from './subscriptions.service';

/**
 * The Technical details tab: the webhook address and the secret the shop signs with (only its
 * last characters: credentials are never returned in full), the cursor, the health score as
 * /subscription-status computes it (ADR 019), and the latest sync entries.
 */
export async function technicalDetails(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<SubscriptionTechnical> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const now = ctx.clock.now();
  const [health, entries, connections] = await Promise.all([
    healthPage(ctx.db, scope, {
      subscriptionId: id,
      ordering: 'health',
      limit: 1,
      offset: 0,
      now,
    }),
    listEntries(ctx, scope, { subscriptionId: id, limit: RECENT_ENTRIES, offset: 0 }),
    connectionsOf(ctx.db, id),
  ]);
  const [row] = health;
  if (!row) throw notFound();
  const secretField = CONNECTORS.apps[subscription.application]?.webhooks?.secretField;
  const secret = secretField ? connections.app?.credentials[secretField] : undefined;
  return {
    webhook_url: `${ctx.config.publicUrl}/api/webhooks/${id}/`,
    webhook_secret: secret ? maskSecret(secret) : null,
    cursor: subscription.lastProcessedAt?.toISOString() ?? null,
    last_processed: entries.results[0]?.updated_at ?? null,
    health: toStatusRow(row).health,
    recent_entries: entries.results,
  };
}
