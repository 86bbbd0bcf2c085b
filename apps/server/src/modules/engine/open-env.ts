import type {
  AccountingConnector,
  AppConnector,
  ConnectorRuntime,
  RateRule,
} from '@portal/connectors/sdk/connector';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import type { ConnectionRow } from '../../db/schema/engine';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { systemClock } from '../../lib/clock';
import { accountsOf } from '../bookkeeping/accounts';
import { rulesFor } from '../bookkeeping/custom-accounts';
import { companyAccountRules } from '../custom-accounts/custom-accounts.repository';
import { apiLogWriter } from './api-log';
import { DbRateBudget } from '../connections/rate-budget';
import { connectionsOf, storeCredentials } from './connections.repository';
import type { RuleHook, SyncEnv } from './context';
import { keepingLedger } from '../reconciliation/booked.repository';
import { plainTextLedger } from './ledger-post';
import { sieLedger } from './sie-ledger';

/** The connectors this process knows, by id (packages/connectors/src/registry.ts). */
export interface ConnectorRegistry {
  apps: Record<string, AppConnector>;
  ledgers: Record<string, AccountingConnector>;
}

export class SetupError extends Error {}

/**
 * Whose requests one budget counts. A shop or provider connection is its own; the ledger is one
 * per company however many subscriptions book into it (a shop and its payment providers into one
 * Visma company share Visma's per-endpoint limit), so its connections share a budget.
 */
function budgetKey(connection: ConnectionRow, subscription: SubscriptionRow): string {
  return connection.side === 'accounting'
    ? `ledger:${subscription.companyId}:${connection.connectorId}`
    : `connection:${connection.id}`;
}

/** What the engine lends a connection: the shared budget, the API log, the token store. */
export function runtimeFor(
  ctx: AppContext,
  connection: ConnectionRow,
  subscription: SubscriptionRow,
  rule: RateRule | null,
): ConnectorRuntime {
  return {
    ...(rule && ctx.config.sync.rateLimits
      ? {
          // pacing is about real time passing, whatever clock the app runs on
          budget: new DbRateBudget(ctx.db, budgetKey(connection, subscription), rule, systemClock),
        }
      : {}),
    log: (entry) => {
      ctx.log.debug({ api: connection.connectorId, ...entry }, 'provider call');
      apiLogWriter(ctx.db, (error) => ctx.log.error({ err: error }, 'API log write failed')).write(
        {
          connectionId: connection.id,
          subscriptionId: connection.subscriptionId,
          connectorId: connection.connectorId,
        },
        entry,
      );
    },
    timeoutMs: ctx.config.syncRequestTimeoutMs,
    onCredentialsChange: (credentials) =>
      storeCredentials(ctx.db, connection.id, credentials, ctx.clock.now()),
  };
}

/**
 * Summary per payout across subscriptions: a shop's waiting sales are settled by the payouts of
 * the company's payment providers that book into the same ledger, both summarising per payout.
 */
async function poolOf(
  ctx: AppContext,
  registry: ConnectorRegistry,
  subscription: SubscriptionRow,
): Promise<number[]> {
  if (subscription.postingModel !== 'per_payout') return [subscription.id];
  const settles = (application: string) => registry.apps[application]?.settles === true;
  const partners = Object.keys(registry.apps).filter(
    (id) => settles(id) !== settles(subscription.application),
  );
  if (!partners.length) return [subscription.id];
  const siblings = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, subscription.companyId),
        eq(subscriptions.accounting, subscription.accounting),
        eq(subscriptions.postingModel, 'per_payout'),
        ne(subscriptions.id, subscription.id),
        inArray(subscriptions.application, partners),
      ),
    );
  return [subscription.id, ...siblings.map((r) => r.id)];
}

/** Opens both sides of a subscription; a missing or unknown connection is a SetupError. */
export async function openEnv(
  ctx: AppContext,
  registry: ConnectorRegistry,
  subscription: SubscriptionRow,
  rules: RuleHook,
): Promise<SyncEnv> {
  const { app, accounting } = await connectionsOf(ctx.db, subscription.id);
  const appConnector = registry.apps[subscription.application];
  if (!app || !appConnector) {
    throw new SetupError(`No ${subscription.application} connection is set up`);
  }
  const appSession = appConnector.open(
    { baseUrl: app.baseUrl, credentials: app.credentials },
    runtimeFor(ctx, app, subscription, appConnector.rateLimit),
  );
  const pool = await poolOf(ctx, registry, subscription);
  const custom = rulesFor(
    await companyAccountRules(ctx.db, subscription.companyId),
    subscription.id,
  );
  if (subscription.accounting === 'sie') {
    return {
      pool,
      subscription,
      source: appConnector.id,
      app: appSession,
      ledger: plainTextLedger(
        keepingLedger(ctx.db, subscription, sieLedger(ctx.db, subscription.id, ctx.clock)),
      ),
      records: null,
      ledgerName: 'SIE',
      ledgerTakesInvoices: false,
      accounts: accountsOf(subscription, custom),
      rules,
    };
  }
  const ledgerConnector = registry.ledgers[subscription.accounting];
  if (!accounting || !ledgerConnector) {
    throw new SetupError(`No ${subscription.accounting} connection is set up`);
  }
  const session = ledgerConnector.open(
    { baseUrl: accounting.baseUrl, credentials: accounting.credentials },
    runtimeFor(ctx, accounting, subscription, ledgerConnector.rateLimit),
  );
  return {
    pool,
    subscription,
    source: appConnector.id,
    app: appSession,
    ledger: plainTextLedger(keepingLedger(ctx.db, subscription, session)),
    records: session,
    ledgerName: ledgerConnector.name,
    ledgerTakesInvoices: ledgerConnector.entities.write.includes('invoices'),
    accounts: accountsOf(subscription, custom),
    rules,
  };
}
