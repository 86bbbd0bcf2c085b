import { CONNECTORS } from '@portal/connectors/registry';
import type { ShippingConnector, ShippingSession } from '@portal/connectors/sdk/shipping';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ConnectionRow } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { connectionsOf } from '../engine/connections.repository';
import { runtimeFor } from '../engine/open-env';

/** The connector of a shipping app (`CONNECTORS.shipping`), or null for any other application. */
export function shippingConnectorOf(application: string): ShippingConnector | null {
  return CONNECTORS.shipping[application] ?? null;
}

export const SHIPPING_APPLICATIONS = () => Object.keys(CONNECTORS.shipping);

/** A company's shipping app: its subscription, connector and opened session. */
export interface ShippingApp {
  subscription: SubscriptionRow;
  connector: ShippingConnector;
  connection: ConnectionRow;
  session: ShippingSession;
}

/** The company's active shipping subscription (the newest when several), connected or not. */
export async function shippingSubscriptionOf(ctx: AppContext, companyId: number) {
  const applications = SHIPPING_APPLICATIONS();
  if (!applications.length) return undefined;
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(subscriptions.status, 'Active'),
        inArray(subscriptions.application, applications),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}

/**
 * Opens a shipping subscription's connection for someone waiting on a screen: the engine's
 * budget and API log, a short timeout. Null when it has no connection with every key filled.
 */
export async function openShipping(
  ctx: AppContext,
  subscription: SubscriptionRow,
): Promise<ShippingApp | null> {
  const connector = shippingConnectorOf(subscription.application);
  const { app: connection } = await connectionsOf(ctx.db, subscription.id);
  if (!connector || !connection) return null;
  if (!connector.credentials.fields.every((f) => connection.credentials[f.key])) return null;
  const session = connector.open(
    { baseUrl: connection.baseUrl, credentials: connection.credentials },
    {
      ...runtimeFor(ctx, connection, subscription, connector.rateLimit),
      timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, 20_000),
    },
  );
  return { subscription, connector, connection, session };
}

/** The company's shipping app, opened; null when it has none active and connected. */
export async function shippingAppOf(
  ctx: AppContext,
  companyId: number,
): Promise<ShippingApp | null> {
  const subscription = await shippingSubscriptionOf(ctx, companyId);
  return subscription ? openShipping(ctx, subscription) : null;
}
