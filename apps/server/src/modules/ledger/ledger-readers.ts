import { openFortnoxApi } from '@portal/connectors/fortnox/connector';
import { fortnoxLedgerReader } from '@portal/connectors/fortnox/resources/ledger';
import type { LedgerReader } from '@portal/connectors/model/ledger';
import { CONNECTORS } from '@portal/connectors/registry';
import { openVismaApi } from '@portal/connectors/visma/connector';
import { vismaLedgerReader } from '@portal/connectors/visma/resources/ledger';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/engine';
import { subscriptions } from '../../db/schema/subscriptions';
import { openCredentials } from '../../lib/credentials-cipher';
import { runtimeFor } from '../engine/open-env';

/** The accounting systems whose ledgers the portal reads through their APIs. */
export const REMOTE_LEDGERS = ['fortnox', 'visma'] as const;
export type RemoteLedger = (typeof REMOTE_LEDGERS)[number];

/**
 * The company's accounting connection: the newest subscription that books into Fortnox or Visma
 * with its connection there. One ledger per company, however many shops book into it.
 */
export async function accountingConnectionOf(db: Db, companyId: number) {
  const [row] = await db
    .select({ connection: connections, subscription: subscriptions })
    .from(connections)
    .innerJoin(subscriptions, eq(subscriptions.id, connections.subscriptionId))
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        eq(connections.side, 'accounting'),
        inArray(connections.connectorId, [...REMOTE_LEDGERS]),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!row) return undefined;
  const connection = {
    ...row.connection,
    credentials: openCredentials(row.connection.credentials),
  };
  return { ...row, connection, kind: connection.connectorId as RemoteLedger };
}

/**
 * The reader of the company's ledger in its accounting system, through the same transport as
 * the engine's: the company's shared rate budget, the masked API log, refreshed tokens stored.
 */
export async function ledgerReaderOf(
  ctx: AppContext,
  companyId: number,
): Promise<{ kind: RemoteLedger; reader: LedgerReader } | undefined> {
  const found = await accountingConnectionOf(ctx.db, companyId);
  if (!found) return undefined;
  const { connection, subscription, kind } = found;
  const rule = CONNECTORS.ledgers[kind]?.rateLimit ?? null;
  const runtime = runtimeFor(ctx, connection, subscription, rule);
  const settings = { baseUrl: connection.baseUrl, credentials: connection.credentials };
  const reader =
    kind === 'fortnox'
      ? fortnoxLedgerReader(openFortnoxApi(settings, runtime))
      : vismaLedgerReader(openVismaApi(settings, runtime));
  return { kind, reader };
}
