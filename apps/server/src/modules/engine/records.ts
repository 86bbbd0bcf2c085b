import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { claimEntry, updateEntry } from '../sync/sync.repository';
import type { SyncEnv } from './context';
import { reasonColumns } from './reason';
import type { Reason } from './reason';

/**
 * What articles and customers (SPEC §9 e1–e3) share in the engine: their sync entries, claimed
 * under the same unique key as orders, and a fingerprint of what was sent to the ledger.
 */
export type RecordKind = 'article' | 'article_to_app' | 'customer';

/** JSON with keys in a fixed order, so equal content always hashes alike. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of what the engine sends (synced_articles/synced_customers.synced_hash). */
export const contentHash = (value: unknown) =>
  createHash('sha256').update(stable(value)).digest('hex').slice(0, 16);

/** The record's sync entry, created Pending when new; `created` says which. */
export async function claimRecord(
  ctx: AppContext,
  env: SyncEnv,
  entry: {
    kind: RecordKind;
    elementType: 'e1' | 'e2' | 'e3';
    sourceId: string;
    reference: string;
    eventType: string;
  },
) {
  const now = ctx.clock.now();
  return claimEntry(ctx.db, {
    subscriptionId: env.subscription.id,
    companyId: env.subscription.companyId,
    source: env.source,
    sourceId: entry.sourceId.slice(0, 500),
    kind: entry.kind,
    eventType: entry.eventType,
    elementType: entry.elementType,
    referenceNumber: entry.reference.slice(0, 200),
    status: 'Pending',
    reason: '',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The entry's final state and the record's own row in one transaction: a crash between them
 * never leaves an entry Success whose row still holds the old fingerprint, or the other way.
 */
export async function finishRecord(
  ctx: AppContext,
  entryId: number,
  result: { status: 'Success' | 'Failed'; reason: Reason | null; target?: string },
  alongside?: (tx: Db) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await updateEntry(tx, entryId, {
      status: result.status,
      ...reasonColumns(result.reason),
      ...(result.target ? { targetReference: result.target } : {}),
      updatedAt: ctx.clock.now(),
    });
    await alongside?.(tx);
  });
}
