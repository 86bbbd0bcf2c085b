import { CONNECTORS } from '@portal/connectors/registry';
import type {
  AccountingConnector,
  AppConnector,
  AppSession,
  Connector,
  LedgerSession,
} from '@portal/connectors/sdk/connector';
import type { AppContext } from '../../context';
import type { ConnectionRow } from '../../db/schema/engine';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { connectionsOf } from '../engine/connections.repository';
import { runtimeFor } from '../engine/open-env';

/**
 * Both sides of a subscription opened for someone waiting on a screen: the engine's budget, API
 * log and token store, a short timeout, and two retries, so a provider's momentary rate limit
 * (shared with the engine's own sync of the same ledger company) costs seconds, not an answer.
 * A side that is not connected, or a SIE file, is null.
 */
export interface InteractiveSessions {
  appConnector: AppConnector | null;
  ledgerConnector: AccountingConnector | null;
  app: AppSession | null;
  ledger: LedgerSession | null;
}

export async function openInteractive(
  ctx: AppContext,
  subscription: SubscriptionRow,
): Promise<InteractiveSessions> {
  const rows = await connectionsOf(ctx.db, subscription.id);
  const appConnector = CONNECTORS.apps[subscription.application] ?? null;
  const ledgerConnector = CONNECTORS.ledgers[subscription.accounting] ?? null;
  const waiting = { timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, 15_000), retries: 2 };
  const open = <T>(connector: Connector | null, row: ConnectionRow | undefined): T | null => {
    if (!connector || !row) return null;
    try {
      return connector.open(
        { baseUrl: row.baseUrl, credentials: row.credentials },
        { ...runtimeFor(ctx, row, subscription, connector.rateLimit), ...waiting },
      ) as T;
    } catch {
      // credentials the connector cannot even start with: the connection test says why
      return null;
    }
  };
  return {
    appConnector,
    ledgerConnector,
    app: open<AppSession>(appConnector, rows.app),
    ledger: open<LedgerSession>(ledgerConnector, rows.accounting),
  };
}

/** Whether every credential field of both sides is filled (a SIE file needs none). */
export async function connectionsReady(ctx: AppContext, subscription: SubscriptionRow) {
  const rows = await connectionsOf(ctx.db, subscription.id);
  const filled = (fields: { key: string }[], stored?: Record<string, string>) =>
    !!stored && fields.every((f) => stored[f.key]);
  const app =
    CONNECTORS.apps[subscription.application] ?? CONNECTORS.shipping[subscription.application];
  const ledger = CONNECTORS.ledgers[subscription.accounting];
  const appReady = !!app && filled(app.credentials.fields, rows.app?.credentials);
  const ledgerReady = !ledger || filled(ledger.credentials.fields, rows.accounting?.credentials);
  return appReady && ledgerReady;
}
